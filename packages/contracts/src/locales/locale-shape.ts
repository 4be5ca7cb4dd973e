/** The shape another language must give a locale tree: the same keys, every leaf a string. */
export type LocaleShape<T> = { [K in keyof T]: T[K] extends string ? string : LocaleShape<T[K]> };

import { SYNONYM_TYPE } from '@leadline/contracts';
import lists from './data/synonym-lists.json' with { type: 'json' };

/** An entry of a reference list: [value, name, Vietnamese name, description?]. */
type Entry = readonly [number, string, string, string?];

type SynonymTypeName = keyof typeof SYNONYM_TYPE;

/** An entry of the JSON file, checked: a wrong one stops the seed rather than storing it. */
function entry(row: readonly (string | number)[]): Entry {
  const [value, name, nameVi, dscr] = row;
  if (
    typeof value !== 'number' ||
    typeof name !== 'string' ||
    typeof nameVi !== 'string' ||
    (dscr !== undefined && typeof dscr !== 'string')
  )
    throw new Error(`bad synonym entry ${JSON.stringify(row)}`);
  return dscr === undefined ? [value, name, nameVi] : [value, name, nameVi, dscr];
}

/**
 * The reference lists (synonyms) in English and Vietnamese: data/synonym-lists.json holds each
 * list under its type's name (SYNONYM_TYPE), its entries in display order.
 */
export const SYNONYM_LISTS = Object.entries(lists).map(([name, rows]) => {
  if (!(name in SYNONYM_TYPE)) throw new Error(`unknown synonym type ${name}`);
  const type = name as SynonymTypeName;
  return { typeId: SYNONYM_TYPE[type], type, entries: rows.map(entry) };
});

/** Stable ids: typeId * 1000 + value, clear of the synthetic uncall status (373). */
export function synonymId(typeId: number, value: number): number {
  return typeId * 1000 + value;
}

import type { ColumnType, Generated } from 'kysely';

/** 0022_product_management.sql: a product in trash (no longer offered; old orders keep it). */
export interface ProductTrashColumns {
  trashedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  trashedBy: ColumnType<number | null, number | null | undefined, number | null>;
}

/** 0022_product_management.sql: the element's share (%) of the combo's price. */
export interface ComboElementWeightColumns {
  /** numeric(5, 2): read as a string by pg, a number by PGlite; Number() it. */
  weightPercent: ColumnType<string | number | null, number | null | undefined, number | null>;
}

/** 0022_product_management.sql: when a promotion last changed. */
export interface PromotionUpdatedColumns {
  updatedAt: Generated<Date>;
}

import { CamelCasePlugin, type KyselyPlugin, PostgresQueryCompiler } from 'kysely';

/** Kysely's own test (util/object-utils.js): an object whose prototype is Object's or null. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * camelCase in TypeScript, snake_case in SQL, at the price of a string lookup per identifier.
 *
 * Kysely's CamelCasePlugin renames identifiers by copying every statement's whole operation tree
 * before it is compiled (a new frozen node for each node), on every call: about 7 % of the API
 * thread's CPU in the load bench's profile (bench/README.md, issue 27). The compiler below renames
 * each identifier as it writes it out instead, with the plugin's own memoised mapper, so the SQL is
 * the same text and the tree is never copied; the plugin is kept for the answers' rows only.
 */

class Renamer extends CamelCasePlugin {
  toSnakeCase(identifier: string): string {
    return this.snakeCase(identifier);
  }
  toCamelCase(column: string): string {
    return this.camelCase(column);
  }
  /** A column's value: plain objects and arrays of them renamed deep, the rest as it is. */
  nested(value: unknown): unknown {
    if (Array.isArray(value)) return value.map((item) => (isPlainObject(item) ? this.mapRow(item) : item));
    return isPlainObject(value) ? this.mapRow(value) : value;
  }
}
const renamer = new Renamer();

export class SnakeCaseQueryCompiler extends PostgresQueryCompiler {
  protected override sanitizeIdentifier(identifier: string): string {
    return super.sanitizeIdentifier(renamer.toSnakeCase(identifier));
  }
}

/**
 * The rows' columns back to camelCase, nested plain objects (JSON columns) too, as CamelCasePlugin
 * does; the top level's names are mapped once a result instead of once a row (the rows of one
 * result share their columns).
 */
export function camelCaseRows(): KyselyPlugin {
  const plugin = new Renamer();
  return {
    transformQuery: (args) => args.node,
    async transformResult({ result }) {
      const rows = result.rows as Record<string, unknown>[] | undefined;
      const first = rows?.[0];
      if (!rows || !first) return result;
      const columns = Object.keys(first);
      const names = columns.map((column) => plugin.toCamelCase(column));
      const mapped = rows.map((row) => {
        const out: Record<string, unknown> = {};
        for (let i = 0; i < columns.length; i++) {
          out[names[i] as string] = plugin.nested(row[columns[i] as string]);
        }
        return out;
      });
      return { ...result, rows: mapped };
    },
  };
}

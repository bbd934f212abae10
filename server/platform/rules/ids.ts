// Numeric ids (tid, pid, layers, offsets) are PostgreSQL `integer` columns: a value past int4 is
// not "no such row" but a database error, so it is refused as a bad parameter up front.
export const MAX_INT4 = 2_147_483_647;

/** A whole number from 0 to 2,147,483,647. */
export function isInt4Id(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) <= MAX_INT4;
}

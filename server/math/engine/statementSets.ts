// The statement sets the kept matrices depend on (matrixCache.ts): which statements are meta, and
// which columns moderation took out (docs/math.md#the-warm-update).
import type { StatementFlags } from './types';

/** The two sets hold the same numbers. */
export const sameSet = (a: ReadonlySet<number>, b: ReadonlySet<number>) =>
  a.size === b.size && [...a].every((x) => b.has(x));

export function metaTids(statements: readonly StatementFlags[]): Set<number> {
  const meta = new Set<number>();
  for (const statement of statements) if (statement.isMeta) meta.add(statement.tid);
  return meta;
}

export function modOutFor(tids: Int32Array, statements: readonly StatementFlags[]): Uint8Array {
  const out = new Set<number>();
  for (const statement of statements) if (statement.mod === -1) out.add(statement.tid);
  const modOut = new Uint8Array(tids.length);
  for (let c = 0; c < tids.length; c++) if (out.has(tids[c])) modOut[c] = 1;
  return modOut;
}

// Tokens never reach the inspector (DESIGN: "mask them in its serializer"). Applied to every context
// and event the Stately inspector sees.

const SECRET_KEYS = new Set([
  'access_token',
  'id_token',
  'refresh_token',
  'token',
  'authorization',
]);
export const MASK = '••••';
const MAX_DEPTH = 5;

/**
 * A deep copy with secret-looking fields replaced. Functions become their names, cycles and very
 * deep objects (a UserManager, say) a short marker, so the inspector gets small plain data.
 */
export function maskSecrets<T>(value: T): T {
  return mask(value, 0, new WeakSet()) as T;
}

function mask(value: unknown, depth: number, seen: WeakSet<object>): unknown {
  if (typeof value === 'function') return `[function ${value.name || 'anonymous'}]`;
  if (value === null || typeof value !== 'object') return value;
  if (seen.has(value)) return '[circular]';
  if (depth >= MAX_DEPTH) return `[${value.constructor?.name ?? 'object'}]`;
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => mask(item, depth + 1, seen));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    out[key] =
      SECRET_KEYS.has(key.toLowerCase()) && item !== undefined && item !== null
        ? MASK
        : mask(item, depth + 1, seen);
  }
  return out;
}

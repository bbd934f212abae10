// What the Stately inspector may see. Every inspection event passes through `serializeForInspector`
// (the inspector's `serialize` option, its last step before `postMessage`), which returns a plain,
// bounded copy with the secrets masked (docs/architecture.md#statechart-conventions):
//   - fields named like a token or code: access_token, id_token, refresh_token, token, accessToken,
//     authorization, code, accessCode, password, client_secret, id_token_hint;
//   - the typed access code in events `code.*` (`{ type: 'code.change', value }`);
//   - inside any string: JSON Web Tokens, `Bearer …` credentials, and `code=`, `state=` and token
//     parameters of URLs (the sign-in callback's address carries the authorization code).
// Actor references become `[actor <id>]`, functions `[function <name>]`, DOM nodes their tag
// name, cycles `[circular]`, and nesting stops at MAX_DEPTH, so the copy is small and clonable.

export const MASK = '••••';
const MAX_DEPTH = 10;

const SECRET_KEY =
  /^(access_?token|id_?token|refresh_?token|token|authorization|code|access_?code|password|client_?secret|id_token_hint)$/i;
const SECRET_EVENT = /^code\./;
const JWT = /\beyJ[\w-]+\.[\w-]+\.[\w-]*/g;
const BEARER = /\b(Bearer\s+)[\w.~+/=-]+/gi;
const URL_SECRET = /([?&#](?:code|state|access_token|id_token|refresh_token|token)=)[^&#\s"']+/gi;

export function maskString(value: string): string {
  return value.replace(JWT, MASK).replace(BEARER, `$1${MASK}`).replace(URL_SECRET, `$1${MASK}`);
}

interface ActorLike {
  id?: unknown;
  sessionId: unknown;
  send: unknown;
  getSnapshot: unknown;
}

function isActorRef(value: object): value is ActorLike {
  const v = value as Partial<ActorLike>;
  return 'sessionId' in v && typeof v.send === 'function' && typeof v.getSnapshot === 'function';
}

function copy(value: unknown, depth: number, seen: WeakSet<object>): unknown {
  if (typeof value === 'string') return maskString(value);
  if (typeof value === 'function') return `[function ${value.name || 'anonymous'}]`;
  if (typeof value === 'bigint' || typeof value === 'symbol') return String(value);
  if (value === null || typeof value !== 'object') return value;
  if (seen.has(value)) return '[circular]';
  if (isActorRef(value)) return `[actor ${String(value.id ?? value.sessionId)}]`;
  if (typeof Node !== 'undefined' && value instanceof Node) return `[${value.nodeName}]`;
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Error) return { name: value.name, message: maskString(value.message) };
  if (depth >= MAX_DEPTH) return `[${value.constructor?.name ?? 'Object'}]`;
  seen.add(value);
  try {
    if (Array.isArray(value)) return value.map((item) => copy(item, depth + 1, seen));
    if (value instanceof Map) return copy(Object.fromEntries(value), depth, seen);
    if (value instanceof Set) return copy([...value], depth, seen);
    const source = value as Record<string, unknown>;
    const secretEvent = typeof source.type === 'string' && SECRET_EVENT.test(source.type);
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(source)) {
      const secret = SECRET_KEY.test(key) || (secretEvent && key === 'value');
      out[key] = secret && item !== undefined && item !== null ? MASK : copy(item, depth + 1, seen);
    }
    return out;
  } finally {
    seen.delete(value);
  }
}

/** A plain, bounded copy of `value` with every secret masked (see the file comment). */
export function maskForInspector<T>(value: T): T {
  return copy(value, 0, new WeakSet()) as T;
}

/** The inspector's `serialize` option: applied to every inspection event before it is sent. */
export function serializeForInspector<T>(event: T): T {
  return maskForInspector(event);
}

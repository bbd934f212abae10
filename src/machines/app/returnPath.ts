// Where to go after sign-in. The path travels through the identity provider and back (and may come
// from a crafted link), so only a same-origin, in-app path is accepted: anything else is '/'.

const FALLBACK = '/';

/** Pages that would undo the sign-in, or loop back into it, if returned to. */
const NEVER_RETURN_TO = ['/signin', '/signout', '/silent-renew.html'];

export function sanitizeReturnPath(value: unknown): string {
  if (typeof value !== 'string') return FALLBACK;
  const path = value.trim();
  if (!path.startsWith('/')) return FALLBACK;
  // '//evil.example' and '/\evil.example' are protocol-relative URLs to browsers.
  if (path.startsWith('//') || path.startsWith('/\\')) return FALLBACK;
  // Control characters and whitespace have no place in our paths and can smuggle a host.
  if (hasControlOrSpace(path)) return FALLBACK;
  let parsed: URL;
  try {
    parsed = new URL(path, 'https://raadslag.invalid');
  } catch {
    return FALLBACK;
  }
  if (parsed.origin !== 'https://raadslag.invalid') return FALLBACK;
  const pathname = parsed.pathname;
  // Dot segments can collapse into '//host' ('/.//evil.example', '/a/..//evil.example'): the
  // result would be protocol-relative again, and a router falls back to a full navigation.
  if (pathname.startsWith('//')) return FALLBACK;
  if (NEVER_RETURN_TO.some((page) => pathname === page || pathname.startsWith(`${page}/`))) {
    return FALLBACK;
  }
  // Drop an authorization response that is still in the query: returning to it would replay it.
  const params = parsed.searchParams;
  if (params.has('state') && (params.has('code') || params.has('error'))) return pathname;
  return `${pathname}${parsed.search}${parsed.hash}`;
}

function hasControlOrSpace(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code <= 0x20 || code === 0x7f || /\s/.test(char)) return true;
  }
  return false;
}

/** The in-app path of a location: what a return path or a callback URL is made of. */
export function pathOf(location: { pathname: string; search: string; hash: string }): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

/** The return path carried in the OIDC `state` of a completed sign-in, sanitised. */
export function returnPathFromState(state: unknown): string {
  const value =
    state && typeof state === 'object' && 'returnPath' in state
      ? (state as { returnPath: unknown }).returnPath
      : undefined;
  return sanitizeReturnPath(value);
}

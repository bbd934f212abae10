// Test support: just enough of a browser for the embedded provider's sign-in over real HTTP —
// fetch with manual redirects and a cookie jar — and the SPA's whole code flow (PKCE) in one call.
// Used by the provider's own tests and the multi-instance test. Not product code.
import { createHash, randomBytes } from 'node:crypto';

const CLIENT_ID = 'raadslag-admin';

/** Just enough of a browser cookie jar: name, value, path; expired or emptied cookies go. */
export class CookieJar {
  private readonly cookies = new Map<string, { value: string; path: string }>();

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';').map((part) => part.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      let path = '/';
      let expired = value === '';
      for (const attribute of attributes) {
        const [key, attrValue = ''] = attribute.split('=');
        if (key.toLowerCase() === 'path') path = attrValue;
        if (key.toLowerCase() === 'expires' && new Date(attrValue).getTime() < Date.now()) {
          expired = true;
        }
      }
      const id = `${name};${path}`;
      if (expired) this.cookies.delete(id);
      else this.cookies.set(id, { value, path });
    }
  }

  header(url: string): string {
    const { pathname } = new URL(url);
    return [...this.cookies.entries()]
      .filter(([, c]) => pathname === c.path || pathname.startsWith(c.path.replace(/\/?$/u, '/')))
      .map(([id, c]) => `${id.split(';')[0]}=${c.value}`)
      .join('; ');
  }
}

export interface Browser {
  jar: CookieJar;
  request(url: string, init?: RequestInit): Promise<Response>;
}

/** A browser that has given the access code (its cookie is in the jar). */
export function browser(accessCookie?: string): Browser {
  const jar = new CookieJar();
  if (accessCookie) {
    jar.store(new Response(null, { headers: { 'set-cookie': accessCookie } }));
  }
  return {
    jar,
    async request(url, init = {}) {
      const headers = new Headers(init.headers);
      const cookie = jar.header(url);
      if (cookie) headers.set('cookie', cookie);
      const response = await fetch(url, { ...init, headers, redirect: 'manual' });
      jar.store(response);
      return response;
    },
  };
}

export function form(values: Record<string, string>): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(values).toString(),
  };
}

export function base64url(buffer: Buffer): string {
  return buffer.toString('base64url');
}

/** The whole code flow in one go; returns the access token. */
export async function signIn(
  issuer: string,
  origin: string,
  email: string,
  password: string,
  accessCookie: string,
): Promise<string> {
  const b = browser(accessCookie);
  const verifier = base64url(randomBytes(32));
  const authorize = new URL(`${issuer}/auth`);
  authorize.search = new URLSearchParams({
    client_id: CLIENT_ID,
    redirect_uri: `${origin}/`,
    response_type: 'code',
    scope: 'openid profile email',
    state: 's',
    code_challenge: base64url(createHash('sha256').update(verifier).digest()),
    code_challenge_method: 'S256',
  }).toString();
  let response = await b.request(authorize.href);
  const interactionUrl = new URL(response.headers.get('location')!, issuer).href;
  response = await b.request(interactionUrl, form({ email, password }));
  let location = new URL(response.headers.get('location')!, issuer).href;
  for (let hops = 0; location.startsWith(issuer) && hops < 5; hops++) {
    response = await b.request(location);
    location = new URL(response.headers.get('location')!, issuer).href;
  }
  const code = new URL(location).searchParams.get('code');
  if (!code) throw new Error(`no code in ${location}`);
  const tokens = await fetch(`${issuer}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: `${origin}/`,
      client_id: CLIENT_ID,
      code_verifier: verifier,
    }),
  });
  if (!tokens.ok) throw new Error(`POST ${issuer}/token: ${tokens.status} ${await tokens.text()}`);
  return String(((await tokens.json()) as { access_token: string }).access_token);
}

// The app and the embedded provider behind one real HTTP server, as server/start.ts serves them,
// for the security rows that need a browser's view: cookies, redirects, sockets.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHash, randomBytes } from 'node:crypto';
import { hashPassword } from '../../../server/accounts/passwords';
import { createNodeServer } from '../../../server/platform/http/nodeServer';
import { createEmbeddedIdp, type EmbeddedIdp } from '../../../server/accounts/oidc/embeddedIdp';
import { upsertAccountPassword } from '../../../server/platform/auth/accounts';
import { createTestServer, type TestServer, type TestServerOptions } from '../support';

export interface Harness {
  app: TestServer;
  http: Server;
  origin: string;
  close(): Promise<void>;
}

export async function startHarness(options: TestServerOptions = {}): Promise<Harness> {
  const app = await createTestServer({ embedded: true, ...options });
  let idp: EmbeddedIdp | null = null;
  const http = createNodeServer({ app: app.app, idp: () => idp });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  idp = await createEmbeddedIdp({
    issuer: `${origin}/oidc`,
    dataDir: null,
    clientId: app.config.oidc.clientId,
    audience: app.config.oidc.audience,
    appOrigin: origin,
    services: app.accounts,
  });
  return {
    app,
    http,
    origin,
    async close() {
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await app.close();
    },
  };
}

export async function makeAccount(app: TestServer, email: string, password: string, admin = false) {
  return upsertAccountPassword(app.db, {
    email,
    name: null,
    passwordHash: await hashPassword(password),
    grantSiteAdmin: admin,
  });
}

/** A browser's cookie handling, reduced to name=value pairs. */
export class Jar {
  private readonly cookies = new Map<string, string>();
  add(setCookie: string[]): void {
    for (const line of setCookie) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      this.cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1));
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/** Starts a sign-in as the SPA does; returns the interaction page's URL and the browser's jar. */
export async function startSignIn(h: Harness, jar = new Jar()): Promise<{ url: string; jar: Jar }> {
  const verifier = randomBytes(32).toString('base64url');
  const authorize = new URL(`${h.origin}/oidc/auth`);
  authorize.search = new URLSearchParams({
    client_id: h.app.config.oidc.clientId,
    redirect_uri: `${h.origin}/`,
    response_type: 'code',
    scope: 'openid profile email',
    state: 's',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  }).toString();
  const response = await fetch(authorize, {
    redirect: 'manual',
    headers: { cookie: jar.header() },
  });
  jar.add(response.headers.getSetCookie());
  return { url: new URL(response.headers.get('location')!, h.origin).href, jar };
}

export async function postForm(
  url: string,
  jar: Jar,
  values: Record<string, string>,
  headers: Record<string, string> = {},
) {
  const response = await fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: jar.header(),
      ...headers,
    },
    body: new URLSearchParams(values).toString(),
  });
  jar.add(response.headers.getSetCookie());
  return response;
}

/** The access-code cookie, as a browser gets it after typing the right code. */
export async function unlock(h: Harness, jar: Jar): Promise<void> {
  jar.add([await h.app.accounts.gate.issueCookie()]);
}

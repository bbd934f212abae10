// Every kind of page the server sends carries the security headers (CSP with frame-ancestors,
// nosniff, a referrer policy), served the way server/start.ts composes it: the app (SPA, config,
// API) and the embedded identity provider behind one HTTP server. And no access token, admin or
// participant, ever reaches the server's logs.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEmbeddedIdp } from '../../../server/accounts/oidc/embeddedIdp';
import { createConversationVia, signIn } from '../support';
import { createTestServer, type TestServer } from '../support/createTestServer';

const CLIENT_ID = 'raadslag-admin';

function dist(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'raadslag-sec-dist-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><p>admin</p>');
  writeFileSync(path.join(dir, 'public.html'), '<!doctype html><p>public</p>');
  return dir;
}

function directive(csp: string | null, name: string): string | undefined {
  return csp
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));
}

function expectSecurityHeaders(response: Response, what: string) {
  const csp = response.headers.get('Content-Security-Policy');
  expect(csp, `${what}: CSP`).toBeTruthy();
  expect(directive(csp, 'frame-ancestors'), `${what}: frame-ancestors`).toBeDefined();
  expect(directive(csp, 'script-src'), `${what}: script-src`).toMatch(/^script-src 'self'/);
  expect(csp, `${what}: no inline script`).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(response.headers.get('X-Content-Type-Options'), `${what}: nosniff`).toBe('nosniff');
  expect(response.headers.get('Referrer-Policy'), `${what}: referrer policy`).toMatch(
    /^(no-referrer|strict-origin-when-cross-origin|same-origin)$/,
  );
}

// One app (PGlite) for the file.
let app: TestServer;
beforeAll(async () => {
  app = await createTestServer({ staticDir: dist() });
});
afterAll(async () => {
  await app?.close();
});

describe('security headers on every page', () => {
  let http: Server;
  let origin: string;

  beforeAll(async () => {
    http = createServer();
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    const idp = await createEmbeddedIdp({
      issuer: `${origin}/oidc`,
      dataDir: null,
      clientId: CLIENT_ID,
      audience: 'raadslag-api',
      appOrigin: origin,
      services: app.accounts,
    });
    const listener = getRequestListener(app.app.fetch);
    http.on('request', (req, res) => {
      const url = req.url ?? '/';
      if (url === idp.mountPath || url.startsWith(`${idp.mountPath}/`)) idp.handle(req, res);
      else void listener(req, res);
    });
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => http.close(() => resolve()));
  });

  it.each([
    ['/', 200],
    ['/home', 200],
    ['/signin', 200],
    ['/m/abcdefghij', 200],
    ['/m/abcdefghij/comments', 200],
    ['/report/r' + 'a1'.repeat(10), 200],
    ['/abcdefghij', 200],
    ['/config.json', 200],
    ['/api/v3/conversations?conversation_id=abcdefghij', 404],
    ['/api/v3/users', 401],
    ['/api/v3/nowhere', 404],
    ['/assets/missing.js', 404],
  ])('%s', async (route, status) => {
    const response = await fetch(`${origin}${route}`);
    expect(response.status).toBe(status);
    expectSecurityHeaders(response, route);
    // The admin is never framed; only the participation page may be embedded.
    const frame = directive(response.headers.get('Content-Security-Policy'), 'frame-ancestors');
    expect(frame).toBe(route === '/abcdefghij' ? 'frame-ancestors *' : "frame-ancestors 'none'");
  });

  it('an API answer that succeeds', async () => {
    const { token } = await signIn(app, 'alice');
    const response = await fetch(`${origin}/api/v3/users`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    expectSecurityHeaders(response, 'GET /api/v3/users');
  });

  it('the /oidc sign-in page and its error page', async () => {
    const verifier = 'v'.repeat(43);
    const challenge = Buffer.from(
      await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)),
    ).toString('base64url');
    const authorize = new URL(`${origin}/oidc/auth`);
    authorize.search = new URLSearchParams({
      client_id: CLIENT_ID,
      redirect_uri: `${origin}/`,
      response_type: 'code',
      scope: 'openid profile email',
      state: 's',
      nonce: 'n',
      code_challenge: challenge,
      code_challenge_method: 'S256',
    }).toString();
    const toInteraction = await fetch(authorize, { redirect: 'manual' });
    expect(toInteraction.status).toBe(303);
    expectSecurityHeaders(toInteraction, '/oidc/auth redirect');
    const cookie = [...toInteraction.headers.getSetCookie(), await app.accounts.gate.issueCookie()]
      .map((line) => line.split(';')[0])
      .join('; ');
    const page = await fetch(new URL(toInteraction.headers.get('location')!, origin), {
      headers: { cookie },
    });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<form');
    expectSecurityHeaders(page, 'the sign-in page');
    expect(directive(page.headers.get('Content-Security-Policy'), 'frame-ancestors')).toBe(
      "frame-ancestors 'none'",
    );

    const error = await fetch(`${origin}/oidc/auth?client_id=unknown`);
    expect(error.status).toBeGreaterThanOrEqual(400);
    expectSecurityHeaders(error, 'the provider error page');
  });
});

describe('tokens never reach the logs', () => {
  it('admin and participant tokens are absent from everything logged, a 500 included', async () => {
    const logged: string[] = [];
    const capture =
      (name: string) =>
      (...args: unknown[]) => {
        logged.push(
          `${name}: ${args
            .map((a) => (a instanceof Error ? `${a.stack} ${JSON.stringify(a)}` : String(a)))
            .join(' ')} ${args.map((a) => safeJson(a)).join(' ')}`,
        );
      };
    const spies = (['log', 'info', 'warn', 'error', 'debug', 'trace'] as const).map((name) =>
      vi.spyOn(console, name).mockImplementation(capture(name)),
    );
    const writes = (['stdout', 'stderr'] as const).map((stream) =>
      vi.spyOn(process[stream], 'write').mockImplementation((chunk: unknown) => {
        logged.push(`${stream}: ${String(chunk)}`);
        return true;
      }),
    );
    const server = app;
    try {
      const alice = await signIn(server, 'alice');
      const { conversation_id: cid } = await createConversationVia(server, alice.token, {
        is_draft: false,
        is_active: true,
      });
      await server.request('/api/v3/comments', {
        method: 'POST',
        token: alice.token,
        json: { txt: 'Frø', pid: -1, conversation_id: cid, is_seed: true },
      });
      const vote = await server.request('/api/v3/votes', {
        method: 'POST',
        json: { conversation_id: cid, tid: 0, vote: -1 },
      });
      const participant = ((await vote.json()) as { auth: { token: string } }).auth.token;
      const forged = await server.mintForgedToken({ sub: 'alice' });
      const expired = await server.mintExpiredToken({ sub: 'alice' });
      const mallory = await server.mintToken({ sub: 'mallory' });

      const calls: Array<[string, string, RequestInit?]> = [
        [alice.token, '/api/v3/users'],
        [alice.token, `/api/v3/conversations?conversation_id=${cid}`],
        [forged, '/api/v3/users'],
        [expired, '/api/v3/users'],
        [mallory, `/api/v3/conversationUuid?conversation_id=${cid}`],
        [participant, `/api/v3/nextComment?conversation_id=${cid}`],
        [participant, '/api/v3/users'],
      ];
      for (const [token, route, init] of calls) {
        await server.request(route, { ...init, token });
      }
      // A failure deep in the database: the server logs the error (and must not log the request's
      // credentials with it).
      const broken = vi
        .spyOn(server.db, 'query')
        .mockImplementation(() => Promise.reject(new Error('the database went away')));
      const failed = await server.request(`/api/v3/conversations?conversation_id=${cid}`, {
        token: alice.token,
      });
      broken.mockRestore();
      expect(failed.status).toBe(500);
      expect(logged.join('\n')).toMatch(/failed/);

      const all = logged.join('\n');
      for (const [name, token] of Object.entries({
        admin: alice.token,
        participant,
        forged,
        expired,
        mallory,
      })) {
        expect(all.includes(token), `${name} token in the logs`).toBe(false);
        // Not even its signature (the part that makes it a credential).
        expect(all.includes(token.split('.')[2]), `${name} signature in the logs`).toBe(false);
      }
    } finally {
      spies.forEach((spy) => spy.mockRestore());
      writes.forEach((spy) => spy.mockRestore());
    }
  });
});

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? '';
  } catch {
    return '';
  }
}

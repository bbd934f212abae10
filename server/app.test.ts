// App-wide behaviour: /config.json, conditional GETs, security headers, error bodies, and serving
// the built SPA.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createApp } from './app';
import { createTokenVerifier } from './platform/auth/verifyToken';
import { buildAppConfig, loadServerConfig } from './platform/config/config';
import type { Db } from './platform/db';
import {
  createConversationVia,
  createTokenMinter,
  signIn,
  TEST_AUDIENCE,
  TEST_ISSUER,
} from '../tests/server/support';
import { testEngines } from '../tests/server/support';
import { setupTestServer } from '../tests/server/support/vitest';

const SECURITY_HEADERS = ['Content-Security-Policy', 'X-Content-Type-Options', 'Referrer-Policy'];

describe.each(testEngines())('app on $name', (engine) => {
  const server = setupTestServer({ databaseUrl: engine.databaseUrl });

  it('serves /config.json from the environment, never cached', async () => {
    const response = await server().request('/config.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await response.json()).toEqual(buildAppConfig(server().config));
  });

  describe('conditional GETs', () => {
    it('tags a GET and answers 304 to a matching If-None-Match', async () => {
      const { token } = await signIn(server(), 'alice');
      const { conversation_id } = await createConversationVia(server(), token);
      const url = `/api/v3/conversations?conversation_id=${conversation_id}`;

      const first = await server().request(url, { token });
      const tag = first.headers.get('ETag');
      expect(tag).toMatch(/^W\/".+"$/);
      expect(first.headers.get('Cache-Control')).toBe('private, no-cache');

      const again = await server().request(url, { token, headers: { 'If-None-Match': tag! } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('ETag')).toBe(tag);
      expect(again.headers.get('Content-Type')).toBeNull();
      for (const name of SECURITY_HEADERS) expect(again.headers.get(name)).not.toBeNull();

      const listed = await server().request(url, {
        token,
        headers: { 'If-None-Match': `W/"stale", ${tag}` },
      });
      expect(listed.status).toBe(304);
    });

    it('answers 200 with a new tag once the resource changed', async () => {
      const { token } = await signIn(server(), 'alice');
      const { conversation_id } = await createConversationVia(server(), token);
      const url = `/api/v3/conversations?conversation_id=${conversation_id}`;
      const tag = (await server().request(url, { token })).headers.get('ETag')!;
      await server().request('/api/v3/conversations', {
        method: 'PUT',
        token,
        json: { conversation_id, topic: 'Ændret' },
      });
      const changed = await server().request(url, { token, headers: { 'If-None-Match': tag } });
      expect(changed.status).toBe(200);
      expect(changed.headers.get('ETag')).not.toBe(tag);
    });

    it('gives different callers different tags when the answer differs', async () => {
      const alice = await signIn(server(), 'alice');
      const { conversation_id } = await createConversationVia(server(), alice.token);
      const url = `/api/v3/conversations?conversation_id=${conversation_id}`;
      const asOwner = (await server().request(url, { token: alice.token })).headers.get('ETag');
      const anonymous = await server().request(url, { headers: { 'If-None-Match': asOwner! } });
      expect(anonymous.status).toBe(200);
    });

    it('does not tag writes or errors', async () => {
      const { token } = await signIn(server(), 'alice');
      const created = await server().request('/api/v3/conversations', {
        method: 'POST',
        token,
        json: {},
      });
      expect(created.headers.get('ETag')).toBeNull();
      expect((await server().request('/api/v3/users')).headers.get('ETag')).toBeNull();
    });
  });

  it('puts the security headers on API answers and errors', async () => {
    for (const path of ['/api/v3/users', '/config.json', '/api/v3/nothing-here']) {
      const response = await server().request(path);
      for (const name of SECURITY_HEADERS) expect(response.headers.get(name)).not.toBeNull();
    }
  });

  it('answers unknown API paths and methods with a 404 error body', async () => {
    for (const [method, path] of [
      ['GET', '/api/v3/nothing-here'],
      ['DELETE', '/api/v3/conversations'],
    ]) {
      const response = await server().request(path, { method });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        error: 'polis_err_not_found',
        message: expect.any(String),
        status: 404,
      });
    }
  });
});

describe('unexpected failures', () => {
  it('answer 500 with the error body and no internals', async () => {
    const broken: Db = {
      engine: 'pglite',
      query: async () => {
        throw new Error('connection refused at 10.0.0.5');
      },
      exec: async () => undefined,
      transaction: async (fn) => fn(broken),
      close: async () => undefined,
    };
    const minter = await createTokenMinter();
    const app = createApp({
      db: broken,
      config: loadServerConfig({}),
      verifyToken: createTokenVerifier({
        issuer: TEST_ISSUER,
        audience: TEST_AUDIENCE,
        jwks: minter.jwks,
      }),
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await app.request('/api/v3/conversations?conversation_id=abcdefghij');
    logged.mockRestore();
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      error: 'polis_err_internal',
      message: expect.any(String),
      status: 500,
    });
    expect(text).not.toContain('10.0.0.5');
  });
});

describe('serving the built SPA', () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'raadslag-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg/>');
  const server = setupTestServer({ staticDir: dist });

  it('serves index.html at / and for client-side routes, revalidated every time', async () => {
    for (const route of ['/', '/m/abcdefghij/comments', '/home', '/signin?authed=1']) {
      const response = await server().request(route);
      expect(response.status, route).toBe(200);
      expect(response.headers.get('Content-Type')).toMatch(/text\/html/);
      expect(response.headers.get('Cache-Control')).toBe('no-cache');
      expect(await response.text()).toContain('id="root"');
      for (const name of SECURITY_HEADERS) expect(response.headers.get(name)).not.toBeNull();
    }
  });

  it('caches hashed bundles for a year and 404s a missing one', async () => {
    const bundle = await server().request('/assets/index-abc123.js');
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('Content-Type')).toMatch(/javascript/);
    expect(bundle.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect((await server().request('/assets/index-old999.js')).status).toBe(404);
  });

  it('serves other files as they are', async () => {
    const icon = await server().request('/favicon.svg');
    expect(icon.headers.get('Content-Type')).toMatch(/svg/);
    expect(await icon.text()).toBe('<svg/>');
  });

  it('never answers API or identity-provider paths with the SPA', async () => {
    const api = await server().request('/api/v3/nothing-here');
    expect(api.status).toBe(404);
    expect(api.headers.get('Content-Type')).toMatch(/json/);
    expect((await server().request('/oidc/auth')).status).toBe(404);
  });

  it('lets routes mounted after createApp (the embedded provider) answer /oidc', async () => {
    const { db, config, jwks } = server();
    const verifyToken = createTokenVerifier({ issuer: TEST_ISSUER, audience: TEST_AUDIENCE, jwks });
    const app = createApp({ db, config, verifyToken, staticDir: dist });
    app.get('/oidc/.well-known/openid-configuration', (c) => c.json({ issuer: 'x' }));
    const response = await app.request('/oidc/.well-known/openid-configuration');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ issuer: 'x' });
  });

  it('does not serve files outside the directory', async () => {
    for (const sneaky of ['/../package.json', '/%2e%2e/package.json', '/assets/../../etc/passwd']) {
      const response = await server().request(sneaky);
      expect(await response.text()).not.toContain('"name"');
    }
  });
});

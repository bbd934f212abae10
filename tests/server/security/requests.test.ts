// Security matrix (docs/api.md#who-may-call-what): what an outside attacker sends to the API. Each
// row failed on the code before the fix.
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNodeServer } from '../../../server/platform/http/nodeServer';
import { securityHeaderValues } from '../../../server/platform/http/securityHeaders';
import { loadServerConfig } from '../../../server/platform/config/config';
import { postSeed } from '../support/activity';
import { createConversationVia, createTestServer, signIn, type TestServer } from '../support';

let server: TestServer;
let cid: string;
let ownerToken: string;
beforeAll(async () => {
  server = await createTestServer();
  const owner = await signIn(server, 'owner', { name: 'Ejer' });
  ownerToken = owner.token;
  ({ conversation_id: cid } = await createConversationVia(server, owner.token, {
    is_draft: false,
    is_active: true,
  }));
  await postSeed(server, owner.token, cid, 'Et frø');
});
afterAll(async () => {
  await server?.close();
});

const votes = async () =>
  (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM votes')).rows[0].n;

/** A raw HTTP exchange on a real socket: what came back, and whether the server closed. */
function rawExchange(port: number, request: string, waitMs = 2000) {
  return new Promise<{ text: string; closed: boolean }>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    let closed = false;
    socket.on('data', (chunk) => (text += chunk.toString('latin1')));
    socket.on('close', () => {
      closed = true;
      resolve({ text, closed });
    });
    socket.on('error', () => undefined);
    socket.write(request);
    setTimeout(() => {
      socket.destroy();
      resolve({ text, closed });
    }, waitMs);
  });
}

describe('security: cross-site requests', () => {
  it('a text/plain vote is refused (415) and nothing is stored', async () => {
    const before = await votes();
    const response = await server.request('/api/v3/votes', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8', Origin: 'https://evil.example' },
      body: JSON.stringify({ conversation_id: cid, tid: 0, vote: -1 }),
    });
    expect([403, 415]).toContain(response.status);
    const plain = await server.request('/api/v3/votes', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify({ conversation_id: cid, tid: 0, vote: -1 }),
    });
    expect(plain.status).toBe(415);
    expect(await votes()).toBe(before);
  });

  it('a write from a foreign Origin is refused; CORS answers only configured origins', async () => {
    const foreign = await server.request('/api/v3/votes', {
      method: 'POST',
      headers: { Origin: 'https://evil.example' },
      json: { conversation_id: cid, tid: 0, vote: -1 },
    });
    expect(foreign.status).toBe(403);
    const preflight = await server.request('/api/v3/votes', {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBeNull();
    const ours = await server.request('/api/v3/votes', {
      method: 'OPTIONS',
      headers: { Origin: 'http://test.local', 'Access-Control-Request-Method': 'POST' },
    });
    expect(ours.status).toBe(204);
    expect(ours.headers.get('Access-Control-Allow-Origin')).toBe('http://test.local');
  });
});

describe('security: signed-in users follow the conversation’s rules', () => {
  it('write_type 0 refuses a signed-in non-owner’s statement; the participant limits apply', async () => {
    const other = await signIn(server, 'stranger');
    const post = (txt: string) =>
      server.request('/api/v3/comments', {
        method: 'POST',
        token: other.token,
        json: { txt, conversation_id: cid },
      });
    await server.request('/api/v3/conversations', {
      method: 'PUT',
      token: ownerToken,
      json: { conversation_id: cid, write_type: 0 },
    });
    expect((await post('Må ikke lande')).status).toBe(403);
    await server.request('/api/v3/conversations', {
      method: 'PUT',
      token: ownerToken,
      json: { conversation_id: cid, write_type: 1 },
    });
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await post(`Udsagn nummer ${i}`)).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(server.participation.limits.comment.max);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('security: the smaller holes', () => {
  it('deeply nested JSON answers 400, not 500', async () => {
    const body = `{"conversation_id":"${cid}","txt":"x","x":${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
    const response = await server.request('/api/v3/comments', { method: 'POST', body });
    expect(response.status).toBe(400);
  });

  it('ids outside int4 answer 400', async () => {
    const tid = await server.request('/api/v3/votes', {
      method: 'POST',
      json: { conversation_id: cid, tid: 2147483648, vote: -1 },
    });
    expect(tid.status).toBe(400);
    const pid = await server.request('/api/v3/comments', {
      method: 'POST',
      json: { conversation_id: cid, txt: 'Hej', pid: 99999999999 },
    });
    expect(pid.status).toBe(400);
    const offset = await server.request(
      `/api/v3/comments?conversation_id=${cid}&offset=99999999999999`,
    );
    expect(offset.status).toBe(400);
  });

  it('statements with no visible character, or with lone surrogates, are refused in Danish', async () => {
    for (const txt of ['\u200B', '\u2060\u2060', '\u3164', '\u2800 \u2800', 'a\uD800b']) {
      const response = await server.request('/api/v3/comments', {
        method: 'POST',
        body: `{"conversation_id":"${cid}","txt":${JSON.stringify(txt)}}`,
      });
      expect(response.status, JSON.stringify(txt)).toBe(400);
      expect((await response.json()).message).toMatch(/tegn/u);
    }
  });

  it('parent_url accepts only http(s)', async () => {
    for (const parent_url of ['javascript:alert(1)', 'data:text/html,x', 'ftp://x.dk/']) {
      const response = await server.request('/api/v3/conversations', {
        method: 'PUT',
        token: ownerToken,
        json: { conversation_id: cid, parent_url },
      });
      expect(response.status, parent_url).toBe(400);
    }
  });

  it('an ID token, and a token older than the cap, open nothing', async () => {
    const idToken = await server.mintToken({ sub: 'owner', claims: { nonce: 'n' } });
    expect((await server.request('/api/v3/users', { token: idToken })).status).toBe(401);
    const old = await server.mintToken({
      sub: 'owner',
      expiresIn: 24 * 3600,
      claims: { iat: Math.floor(Date.now() / 1000) - 3 * 3600 },
    });
    expect((await server.request('/api/v3/users', { token: old })).status).toBe(401);
  });

  it('HSTS and Permissions-Policy behind TLS', () => {
    const https = securityHeaderValues(loadServerConfig({ PUBLIC_ORIGIN: 'https://r.example.dk' }));
    expect(https['Strict-Transport-Security']).toMatch(/max-age=\d{7,}/u);
    expect(https['Permissions-Policy']).toContain('camera=()');
    expect(securityHeaderValues(loadServerConfig({}))['Strict-Transport-Security']).toBeUndefined();
  });

  it('after a 413 the connection is closed', async () => {
    const http = createNodeServer({ app: server.app, idp: null });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    try {
      const port = (http.address() as AddressInfo).port;
      const size = 2 * 1024 * 1024;
      const { text, closed } = await rawExchange(
        port,
        `POST /api/v3/votes HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${size}\r\n\r\n{`,
      );
      expect(text).toMatch(/^HTTP\/1\.1 413/u);
      expect(text.toLowerCase()).toContain('connection: close');
      expect(closed).toBe(true);
    } finally {
      await new Promise<void>((resolve) => http.close(() => resolve()));
    }
  });

  it('an answer before the body is read says Connection: close; one after keeps it alive', async () => {
    const http = createNodeServer({ app: server.app, idp: null });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    try {
      const port = (http.address() as AddressInfo).port;
      const head = (path: string, length: number) =>
        `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;
      // A large body under the limit, still arriving: 401 (no token) and 404 (no such route) are
      // answered before it is read, and the server will not read the rest to reuse the connection.
      for (const path of ['/api/v3/conversations', '/api/v3/no-such-route']) {
        const { text } = await rawExchange(port, `${head(path, 1_000_000)}{"topic":"`, 1500);
        expect(text, path).toMatch(/^HTTP\/1\.1 40[14]/u);
        expect(text.toLowerCase(), path).toContain('connection: close');
        expect(text.toLowerCase(), path).not.toContain('keep-alive');
      }
      // A body read whole (the vote's, refused 400 after reading it): the connection stays open.
      const body = '{"conversation_id":"x"}';
      const { text } = await rawExchange(port, `${head('/api/v3/votes', body.length)}${body}`, 500);
      expect(text).toMatch(/^HTTP\/1\.1 400/u);
      expect(text.toLowerCase()).toContain('connection: keep-alive');
    } finally {
      await new Promise<void>((resolve) => http.close(() => resolve()));
    }
  });

  it('a request body that does not arrive in time is cut off (408)', async () => {
    const http = createNodeServer({
      app: server.app,
      idp: null,
      requestTimeoutMs: 400,
      checkIntervalMs: 100,
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    try {
      const port = (http.address() as AddressInfo).port;
      const { text, closed } = await rawExchange(
        port,
        'POST /api/v3/votes HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
        3000,
      );
      expect(text).toMatch(/^HTTP\/1\.1 408/u);
      expect(closed).toBe(true);
    } finally {
      await new Promise<void>((resolve) => http.close(() => resolve()));
    }
  });

  it('TRUST_PROXY: a client cannot choose its own address', async () => {
    const limited = await createTestServer({
      participation: {
        trustProxy: { hops: 1 },
        limits: { newParticipant: { max: 2, windowMs: 60_000 } },
      },
    });
    try {
      const owner = await signIn(limited, 'owner');
      const { conversation_id } = await createConversationVia(limited, owner.token, {
        is_draft: false,
        is_active: true,
      });
      await postSeed(limited, owner.token, conversation_id, 'Frø');
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        // Each request claims another address; the proxy appended the real one at the right.
        const response = await limited.request('/api/v3/votes', {
          method: 'POST',
          headers: { 'X-Forwarded-For': `198.51.100.${i}, 203.0.113.9` },
          json: { conversation_id, tid: 0, vote: -1 },
        });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([200, 200, 429, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});

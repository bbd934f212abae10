// @vitest-environment happy-dom
// The gated MSW backend on its own, with plain fetch: holding, each kind of release, auto
// release, request patterns, and the end-of-test checks (through `verify()`, which afterEach runs).
import { describe, expect, it } from 'vitest';
import { createGatedBackend, matches, type GatedRequest } from '../model/harness/gatedBackend';

const calls: string[] = [];
const backend = createGatedBackend({
  backend: async (request) => {
    calls.push(`${request.method} ${new URL(request.url).pathname}`);
    return Response.json({
      from: 'real',
      body: request.method === 'POST' ? await request.json() : null,
    });
  },
  extraPaths: ['/config.json'],
  timeout: 300,
});
const api = (path: string, init?: RequestInit) =>
  fetch(`${window.location.origin}/api/v3${path}`, init);
const settled = <T>(p: Promise<T>) =>
  Promise.race([p.then(() => 'settled'), new Promise((r) => setTimeout(() => r('held'), 50))]);

describe('gatedBackend', () => {
  it('uses the jsdom origin', () => {
    expect(backend.base).toBe(`${window.location.origin}/api/v3`);
  });

  it('holds a request until it is released, then forwards it to the real backend', async () => {
    const reply = api('/items', { method: 'POST', body: JSON.stringify({ a: 1 }) });
    const held = await backend.waitForRequest('POST /items');
    expect(held.state).toBe('queued');
    expect(await held.request.json()).toEqual({ a: 1 });
    expect(await settled(reply)).toBe('held');
    await backend.release('POST /items', 'real');
    const response = await reply;
    expect(await response.json()).toEqual({ from: 'real', body: { a: 1 } });
    expect(calls.at(-1)).toBe('POST /api/v3/items');
  });

  it('answers with canned statuses, network errors and malformed bodies', async () => {
    const forbidden = api('/users');
    await backend.release('GET /users', { status: 403, json: { error: 'polis_err_auth' } });
    expect((await forbidden).status).toBe(403);

    const down = api('/users');
    await backend.release('GET /users', 'network-error');
    await expect(down).rejects.toThrow();

    const garbled = api('/users');
    await backend.release('GET /users', 'malformed');
    await expect((await garbled).json()).rejects.toThrow();
  });

  it('waits for a request that has not been sent yet', async () => {
    const waiting = backend.release('GET /later', { status: 204 });
    const reply = api('/later');
    await waiting;
    expect((await reply).status).toBe(204);
  });

  it('auto-releases requests a path does not care about', async () => {
    backend.autoRelease('GET /config.json', { status: 200, json: { productName: 'Rådslag' } });
    const response = await fetch(`${window.location.origin}/config.json`);
    expect(await response.json()).toEqual({ productName: 'Rådslag' });
  });

  it('times out with the list of requests seen', async () => {
    await expect(backend.waitForRequest('GET /never')).rejects.toThrow(
      /no held request.*GET \/never/s,
    );
  });

  it('reports unexpected, unreleased and unhandled requests at the end of a test', async () => {
    void api('/surprise').catch(() => {});
    const abandoned = new AbortController();
    void api('/abandoned', { signal: abandoned.signal }).catch(() => {});
    void api('/stuck').catch(() => {});
    void fetch(`${window.location.origin}/elsewhere`).catch(() => {});
    await backend.waitForRequest('GET /abandoned');
    await backend.waitForRequest('GET /stuck');
    abandoned.abort();
    const problems = (await backend.verify()).join('\n');
    expect(problems).toMatch(/outside the gate[\s\S]*GET http:\/\/localhost:3000\/elsewhere/);
    expect(problems).toMatch(/never claimed[\s\S]*GET \/surprise/);
    expect(problems).toMatch(/neither released nor aborted[\s\S]*GET \/stuck — queued/);
    // An aborted request the test had claimed is fine: the chart left the state and cancelled.
    expect(problems).not.toMatch(/neither released nor aborted[^A]*\/abandoned/);
    expect(backend.requests()).toHaveLength(0); // verify() resets for the next test
  });
});

describe('request patterns', () => {
  const req = (method: string, url: string): GatedRequest => {
    const u = new URL(url, 'http://localhost:3000');
    return {
      seq: 1,
      method,
      url: u,
      path: u.pathname.replace(/^\/api\/v3/, ''),
      request: new Request(u),
      state: 'queued',
      claimed: false,
    };
  };
  it.each([
    ['GET /items', 'GET', '/api/v3/items', true],
    ['GET /items', 'POST', '/api/v3/items', false],
    ['/items', 'POST', '/api/v3/items', true],
    ['GET /conversations/:id', 'GET', '/api/v3/conversations/c1', true],
    ['GET /conversations/:id', 'GET', '/api/v3/conversations', false],
    ['GET /comments/*', 'GET', '/api/v3/comments/1/votes', true],
    [
      'GET /conversations?conversation_id=c1',
      'GET',
      '/api/v3/conversations?conversation_id=c1&x=1',
      true,
    ],
    [
      'GET /conversations?conversation_id=c1',
      'GET',
      '/api/v3/conversations?conversation_id=c2',
      false,
    ],
  ])('%s matches %s %s: %s', (pattern, method, url, expected) => {
    expect(matches(pattern, req(method, url))).toBe(expected);
  });
});

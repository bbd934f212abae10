// Secrets never reach the Stately inspector: the mask on its own, then end to end through the real
// @statelyai/inspect browser inspector (a fake window catches what would be posted to the
// inspector tab) with the real access-code chart and a chart holding an OpenID Connect user.
import { createBrowserInspector } from '@statelyai/inspect';
import { describe, expect, it, vi } from 'vitest';
import { assign, createActor, fromPromise, setup, waitFor } from 'xstate';
import { accessCodeMachine } from '../../src/machines/signin/accessCode.machine';
import type { AccessCodeAnswer } from '../../src/api/account/account';
import { MASK, maskForInspector, maskString } from '../../src/routes/inspectorMask';
import { createMaskedInspector, wantsInspector } from '../../src/routes/loadInspector';

const ACCESS = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJhYmMifQ.c2lnbmF0dXJl';
const ID = 'eyJhbGciOiJSUzI1NiJ9.eyJlbWFpbCI6ImFAYi5kayJ9.c2lnMg';
const REFRESH = 'r3fr3sh-s3cr3t-v4lu3';
const AUTH_CODE = 'auth-c0de-from-provider';
const user = {
  access_token: ACCESS,
  id_token: ID,
  refresh_token: REFRESH,
  token_type: 'Bearer',
  expires_at: 1900000000,
  profile: { name: 'Ada Lovelace', email: 'ada@example.dk' },
};

describe('maskForInspector', () => {
  it('masks token fields at any depth and keeps the rest', () => {
    const masked = maskForInspector({ context: { user, returnPath: '/conversations' } });
    expect(masked.context.user).toEqual({
      ...user,
      access_token: MASK,
      id_token: MASK,
      refresh_token: MASK,
    });
    expect(masked.context.returnPath).toBe('/conversations');
    expect(maskForInspector({ accessToken: 'x', Authorization: 'Bearer y' })).toEqual({
      accessToken: MASK,
      Authorization: MASK,
    });
  });

  it('masks the access code in the context and in code.* events', () => {
    expect(maskForInspector({ code: 'dialog', problem: null })).toEqual({
      code: MASK,
      problem: null,
    });
    expect(maskForInspector({ type: 'code.change', value: 'dialog' })).toEqual({
      type: 'code.change',
      value: MASK,
    });
    expect(maskForInspector({ type: 'search.change', value: 'cykel' }).value).toBe('cykel');
  });

  it('masks tokens and the authorization code inside strings', () => {
    expect(maskString(`http://x/cb?code=${AUTH_CODE}&state=s1&keep=1`)).toBe(
      `http://x/cb?code=${MASK}&state=${MASK}&keep=1`,
    );
    expect(maskString(`Bearer ${REFRESH}`)).toBe(`Bearer ${MASK}`);
    expect(maskString(`token was ${ACCESS}.`)).toBe(`token was ${MASK}.`);
    expect(maskForInspector(new Error(`bad token ${ACCESS}`))).toEqual({
      name: 'Error',
      message: `bad token ${MASK}`,
    });
  });

  it('returns small plain data: actors, functions, cycles, maps, deep nesting', () => {
    const actor = createActor(accessCodeMachine, {
      input: { required: false, storage: { getItem: () => null, setItem: () => {} } },
    });
    const cyclic: Record<string, unknown> = { name: 'a' };
    cyclic.self = cyclic;
    let deep: Record<string, unknown> = { leaf: true };
    for (let i = 0; i < 20; i++) deep = { deep };
    const masked = maskForInspector({
      child: actor,
      fn: function navigate() {},
      cyclic,
      map: new Map([['token', 't']]),
      deep,
    });
    expect(masked.child).toMatch(/^\[actor /);
    expect(masked.fn).toBe('[function navigate]');
    expect(masked.cyclic).toEqual({ name: 'a', self: '[circular]' });
    expect(masked.map).toEqual({ token: MASK });
    expect(JSON.stringify(masked.deep)).toContain('[Object]');
    expect(() => structuredClone(masked)).not.toThrow();
  });
});

describe('wantsInspector', () => {
  it('is on with ?inspect anywhere in the query', () => {
    expect(wantsInspector('?inspect')).toBe(true);
    expect(wantsInspector('?tab=2&inspect=1')).toBe(true);
    expect(wantsInspector('?tab=2')).toBe(false);
  });
});

describe('the browser inspector, end to end', () => {
  function fakeInspectorWindow() {
    const posted: unknown[] = [];
    const listeners: Array<(e: { data: unknown }) => void> = [];
    const target = { postMessage: (message: unknown) => posted.push(message) };
    const win = {
      open: () => target,
      addEventListener: (_type: string, cb: (e: { data: unknown }) => void) => listeners.push(cb),
    } as unknown as Window;
    const connect = () => listeners.forEach((cb) => cb({ data: { type: '@statelyai.connected' } }));
    return { win, posted, connect };
  }

  const sessionMachine = setup({
    types: { context: {} as { user: typeof user | null; url: string } },
    actors: {
      completeSignIn: fromPromise<typeof user, { url: string }>(async () => user),
    },
  }).createMachine({
    id: 'session',
    context: { user: null, url: `http://localhost/?code=${AUTH_CODE}&state=st4te` },
    initial: 'handlingCallback',
    states: {
      handlingCallback: {
        invoke: {
          src: 'completeSignIn',
          input: ({ context }) => ({ url: context.url }),
          onDone: {
            target: 'authenticated',
            actions: assign({ user: ({ event }) => event.output }),
          },
        },
      },
      authenticated: {},
    },
  });

  it('posts no token, refresh token, authorization code or access code', async () => {
    const { win, posted, connect } = fakeInspectorWindow();
    const inspector = createMaskedInspector(createBrowserInspector, { window: win });
    connect();
    const storage = new Map<string, string>();
    // The server's check, stood in for: it accepts this code.
    const serverChecked = accessCodeMachine.provide({
      actors: {
        verifyCode: fromPromise<AccessCodeAnswer, { code: string }>(async () => ({
          result: 'accepted',
        })),
      },
    });
    const gate = createActor(serverChecked, {
      input: {
        required: true,
        storage: { getItem: (k) => storage.get(k) ?? null, setItem: (k, v) => storage.set(k, v) },
      },
      inspect: inspector.inspect,
    }).start();
    gate.send({ type: 'code.change', value: 'Ordstyrer9' });
    gate.send({ type: 'code.submit' });
    await waitFor(gate, (s) => s.matches('unlocked'));
    const session = createActor(sessionMachine, { inspect: inspector.inspect }).start();
    await waitFor(session, (s) => s.matches('authenticated'));

    await vi.waitFor(() => {
      const text = JSON.stringify(posted);
      expect(text).toContain('authenticated');
      expect(text).toContain('unlocked');
    });
    // (A code that appears nowhere else: 'Dialog' would also match file names such as AccessCodeDialog.)
    const text = JSON.stringify(posted);
    for (const secret of [ACCESS, ID, REFRESH, AUTH_CODE, 'st4te', 'Ordstyrer9']) {
      expect(text, `"${secret}" reached the inspector`).not.toContain(secret);
    }
    expect(text).toContain(MASK);
    expect(text).toContain('Ada Lovelace');
    inspector.stop();
  });
});

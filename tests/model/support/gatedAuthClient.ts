// The identity provider's side of a model test: the fake AuthClient (tests/support/fakeAuthClient.ts)
// behind a gate, the way createGatedBackend holds HTTP replies. Every call the auth chart makes
// (getUser, signinRedirectCallback, signinSilent, removeUser, signinRedirect, signoutRedirect) waits
// until a step releases it, so the chart's transient states (loading, renewing, sessionExpired,
// signingOut) stay on screen long enough to be asserted, and a step decides the outcome.
// `clearStaleState` answers at once: nothing in the chart waits on it.
//
//   const idp = createGatedAuthClient({ storedUser });
//   render(createAppElement({ authClient: idp.client, ... }));
//   await idp.release('getUser', 'real');          // the fake's own answer
//   await idp.release('getUser', { value: null }); // nobody in storage
//   await idp.release('signinSilent', new Error('x')); // the call rejects
import {
  createFakeAuthClient,
  type FakeAuthClient,
  type FakeAuthClientOptions,
} from '../../support/fakeAuthClient';
import type { AuthClient } from '../../../src/api/app/oidc';

// Captured at import: the gate's own timeout runs on real time, whatever the test does to timers.
const realSetTimeout = globalThis.setTimeout;
const realClearTimeout = globalThis.clearTimeout;

export type GatedMethod = Exclude<keyof AuthClient, 'clearStaleState'>;

/** 'real': the fake's answer; `{ value }`: resolve with this; an Error: reject with it. */
export type IdpOutcome = 'real' | { value: unknown } | Error;

export interface HeldCall {
  readonly seq: number;
  readonly method: GatedMethod;
  readonly args: readonly unknown[];
  state: 'held' | 'released';
}

interface Entry extends HeldCall {
  settle: (outcome: IdpOutcome) => void;
}

export interface GatedAuthClient {
  /** Pass this to createAppElement. */
  readonly client: AuthClient;
  /** The fake behind the gate: `fake.calls` records what reached the provider (after release). */
  readonly fake: FakeAuthClient;
  /** Every call the chart made, held or released, oldest first (optionally of one method). */
  calls(method?: GatedMethod): readonly HeldCall[];
  /** Resolves with the oldest held call of `method` (waits until one arrives). */
  waitFor(method: GatedMethod, options?: { timeout?: number }): Promise<HeldCall>;
  /**
   * Waits for a held call of `method`, then settles every held call of it the same way (calls of a
   * chart state that was left since are stale: XState ignores their outcome).
   */
  release(method: GatedMethod, outcome: IdpOutcome, options?: { timeout?: number }): Promise<void>;
  /** Answers `method` at once from now on. */
  autoRelease(method: GatedMethod, outcome?: IdpOutcome): void;
  /** Whether a call of `method` is held right now. */
  isHeld(method: GatedMethod): boolean;
}

const METHODS: GatedMethod[] = [
  'getUser',
  'signinRedirect',
  'signinRedirectCallback',
  'signinSilent',
  'signoutRedirect',
  'removeUser',
];

export function createGatedAuthClient(
  options: FakeAuthClientOptions = {},
  { timeout = 3000 }: { timeout?: number } = {},
): GatedAuthClient {
  const fake = createFakeAuthClient(options);
  const entries: Entry[] = [];
  const auto = new Map<GatedMethod, IdpOutcome>();
  let waiters: Array<{ method: GatedMethod; resolve: (e: Entry) => void }> = [];
  let seq = 0;

  function call(method: GatedMethod, args: unknown[]): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const entry: Entry = {
        seq: ++seq,
        method,
        args,
        state: 'held',
        settle: (outcome) => {
          entry.state = 'released';
          if (outcome === 'real') {
            const real = fake[method] as (...a: unknown[]) => Promise<unknown>;
            real(...args).then(resolve, reject);
          } else if (outcome instanceof Error) {
            reject(outcome);
          } else {
            resolve(outcome.value);
          }
        },
      };
      entries.push(entry);
      const rule = auto.get(method);
      if (rule) {
        entry.settle(rule);
        return;
      }
      const i = waiters.findIndex((w) => w.method === method);
      if (i >= 0) waiters.splice(i, 1)[0].resolve(entry);
    });
  }

  const client = Object.fromEntries(
    METHODS.map((m) => [m, (...args: unknown[]) => call(m, args)]),
  ) as unknown as AuthClient;
  client.clearStaleState = () => fake.clearStaleState();

  function waitFor(method: GatedMethod, opts: { timeout?: number } = {}): Promise<Entry> {
    const held = entries.find((e) => e.method === method && e.state === 'held');
    if (held) return Promise.resolve(held);
    const ms = opts.timeout ?? timeout;
    return new Promise((resolve, reject) => {
      const waiter = {
        method,
        resolve: (e: Entry) => {
          realClearTimeout(timer);
          resolve(e);
        },
      };
      const timer = realSetTimeout(() => {
        waiters = waiters.filter((w) => w !== waiter);
        const seen = entries.map((e) => `#${e.seq} ${e.method} (${e.state})`).join(', ');
        reject(
          new Error(
            `gatedAuthClient: no held ${method}() call within ${ms} ms. Calls so far: ${seen || '(none)'}`,
          ),
        );
      }, ms);
      waiters.push(waiter);
    });
  }

  return {
    client,
    fake,
    calls: (method) => entries.filter((e) => !method || e.method === method),
    waitFor,
    async release(method, outcome, opts) {
      await waitFor(method, opts);
      for (const e of entries) if (e.method === method && e.state === 'held') e.settle(outcome);
    },
    autoRelease(method, outcome = 'real') {
      auto.set(method, outcome);
      for (const e of entries) if (e.method === method && e.state === 'held') e.settle(outcome);
    },
    isHeld: (method) => entries.some((e) => e.method === method && e.state === 'held'),
  };
}

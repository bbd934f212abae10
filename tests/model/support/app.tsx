// Shared pieces of the model tests of the foundation charts: the whole app rendered at a path with
// a memory router and a fake identity provider, the app's configuration, the test server over
// PGlite (one per file) and owners whose access tokens it accepts.
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type RouteObject } from 'react-router-dom';
import type { AnyStateMachine } from 'xstate';
import { afterAll, beforeAll, vi } from 'vitest';
import type { AuthClient, AuthUser } from '../../../src/api/app/oidc';
import type { AppConfig } from '../../../contract/types';
import {
  ACCESS_CODE_STORAGE_KEY,
  UNLOCKED,
  accessCodeMachine,
} from '../../../src/machines/signin/accessCode.machine';
import { authMachine } from '../../../src/machines/app/auth.machine';
import { createAppElement } from '../../../src/routes/createAppElement';
import { appRoutes } from '../../../src/routes/createAppRouter';
import type { AppInspect } from '../../../src/views/common/inspectContext';
import { createTestServer, type TestServer, type TestServerOptions } from '../../server/support';
import { setupTestServer } from '../../server/support/vitest';
import { anAppConfig } from '../../support/contractFixtures';

/** tests/server/support's fixture: one server per file, emptied before each test. */
export { setupTestServer };

/**
 * One test server (the real app over in-memory PGlite) for the test file. Unlike
 * tests/server/support's setupTestServer it does not empty the database before each test: that
 * TRUNCATE costs 100–200 ms a test on PGlite. Each path signs in as a new owner instead
 * (`newOwner()`), who has no conversations yet, so paths cannot see each other's data.
 */
export function setupServerForFile(options?: TestServerOptions): () => TestServer {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await createTestServer(options);
  });
  afterAll(async () => {
    await server?.close();
  });
  return () => {
    if (!server) throw new Error('setupServerForFile: the server is not ready yet');
    return server;
  };
}

/** The shared access code of the test deployment (config carries only its SHA-256). */
export const ACCESS_CODE = 'Hemmelig';

export const CONFIG: AppConfig = anAppConfig();

/** The conversation owner the tests sign in as (the server creates her on GET /users). */
export const OWNER = { sub: 'ida', email: 'ida@example.dk', name: 'Ida Marie Ejer' } as const;

export interface OwnerClaims {
  sub: string;
  email: string;
  name: string;
}

let owners = 0;
/** Ida again, as a new account of her own (her own subject and e-mail): nothing of hers yet. */
export function newOwner(): OwnerClaims {
  owners += 1;
  return { sub: `ida-${owners}`, email: `ida.${owners}@example.dk`, name: OWNER.name };
}

type MemoryStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function memoryStorage(entries: Record<string, string> = {}): MemoryStorage {
  const values = new Map(Object.entries(entries));
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
  };
}

/** A browser session that has already given the access code (so /signin shows 'Log in'). */
export function unlockedStorage(): MemoryStorage {
  return memoryStorage({ [ACCESS_CODE_STORAGE_KEY]: UNLOCKED });
}

/**
 * The owner as oidc-client-ts would keep her: an access token the test server accepts (or, with
 * `kind`, one it rejects: expired or signed by a stranger), expiring `expiresIn` seconds from now
 * by the (possibly fake) clock.
 */
export async function mintOwner(
  server: TestServer,
  {
    owner = OWNER,
    expiresIn = 3600,
    kind = 'valid',
    grantId,
  }: {
    owner?: OwnerClaims;
    expiresIn?: number;
    kind?: 'valid' | 'expired' | 'forged';
    /** The embedded provider's session the token belongs to (its `grant_id`). */
    grantId?: string;
  } = {},
): Promise<AuthUser> {
  const claims = {
    ...owner,
    expiresIn,
    ...(grantId === undefined ? {} : { claims: { grant_id: grantId } }),
  };
  const access_token =
    kind === 'expired'
      ? await server.mintExpiredToken(claims)
      : kind === 'forged'
        ? await server.mintForgedToken(claims)
        : await server.mintToken(claims);
  return {
    access_token,
    id_token: 'ida-id-token',
    // What the client believes: an expired or forged token still looks fine to the browser.
    expires_at: Math.floor(Date.now() / 1000) + expiresIn,
    profile: { sub: owner.sub, name: owner.name, email: owner.email },
  };
}

/** The same request with another bearer token: the server then sees e.g. a token that expired. */
export function withBearer(request: Request, token: string): Request {
  const headers = new Headers(request.headers);
  headers.set('authorization', `Bearer ${token}`);
  return new Request(request, { headers });
}

/**
 * Loads every lazy route module once, before the first path: a cold import can take seconds
 * (transform on first use), and the fake clock moves with real time, so a chart delay such as
 * SPINNER_MS could fire on its own while the first path waits for its screen.
 */
export function preloadLazyRoutes(): void {
  const load = (routes: RouteObject[]): Promise<unknown>[] =>
    routes.flatMap((route) => [
      ...(typeof route.lazy === 'function' ? [route.lazy()] : []),
      ...load(route.children ?? []),
    ]);
  beforeAll(async () => {
    await Promise.all(load(appRoutes));
  });
}

interface RenderAppOptions {
  authClient: AuthClient;
  /** Default: a fresh, locked session storage. */
  accessCodeStorage?: MemoryStorage;
  authLogic?: typeof authMachine;
  accessCodeLogic?: typeof accessCodeMachine;
  inspect?: AppInspect;
  config?: AppConfig;
  /** Screens' charts with test actors, e.g. passkeysMachine.provide({ actors }) (matched by id). */
  screenLogic?: readonly AnyStateMachine[];
}

type Entry = string | { pathname: string; search?: string; hash?: string; state?: unknown };

/**
 * Renders the whole app (without StrictMode, see tests/model/README.md) at `at`. The user-event
 * instance advances fake timers, as the harness runs every path under them.
 */
export function renderAppAt(at: Entry, options: RenderAppOptions) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [at] });
  render(
    createAppElement({
      config: options.config ?? CONFIG,
      authClient: options.authClient,
      router,
      authLogic: options.authLogic,
      accessCodeLogic: options.accessCodeLogic,
      accessCodeStorage: options.accessCodeStorage ?? memoryStorage(),
      inspect: options.inspect,
      screenLogic: options.screenLogic,
    }),
  );
  // Model paths run under fake timers; ordinary tests may not.
  const user = userEvent.setup({
    advanceTimers: (ms) => void (vi.isFakeTimers() && vi.advanceTimersByTime(ms)),
  });
  return { router, user };
}

/** Where the app is now: pathname + search + hash. */
export function locationOf(router: ReturnType<typeof createMemoryRouter>): string {
  const { pathname, search, hash } = router.state.location;
  return `${pathname}${search}${hash}`;
}

/**
 * Silences the console.error lines a path provokes on purpose (a chart logging the provider's or
 * the browser's failure), and lets every other one through. Returns the undo.
 */
export function quietExpectedErrors(...prefixes: string[]): () => void {
  const original = console.error.bind(console);
  const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const first = typeof args[0] === 'string' ? args[0] : '';
    if (!prefixes.some((p) => first.startsWith(p))) original(...args);
  });
  return () => spy.mockRestore();
}

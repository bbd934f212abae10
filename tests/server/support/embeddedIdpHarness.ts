// Shared set-up for the embedded identity provider's HTTP tests: one real HTTP server whose
// /oidc handler each test swaps in, a scratch key folder, a database with Anna's account and
// the access-gate cookie a browser would carry.
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAccountServices, type AccountServices } from '../../../server/accounts/services';
import { createMailbox } from '../../../server/accounts/mailer';
import { hashPassword } from '../../../server/accounts/passwords';
import { loadServerConfig } from '../../../server/platform/config/config';
import type { Db } from '../../../server/platform/db';
import { upsertAccountPassword } from '../../../server/platform/auth/accounts';
import {
  createEmbeddedIdp,
  type EmbeddedIdp,
  type EmbeddedIdpOptions,
} from '../../../server/accounts/oidc/embeddedIdp';
import { afterAll, beforeAll } from 'vitest';
import { openTestPglite } from './testDatabases';

export const PASSWORD = 'korrekt-hest-batteri';

export const CLIENT_ID = 'raadslag-admin';
export const AUDIENCE = 'raadslag-api';

async function startServer(): Promise<{
  server: Server;
  origin: string;
  setHandler: (h: RequestListener) => void;
}> {
  let handler: RequestListener = (_req, res) => {
    res.statusCode = 503;
    res.end();
  };
  const server = createServer((req, res) => {
    if (req.url === '/oidc' || req.url?.startsWith('/oidc/')) {
      handler(req, res);
    } else {
      res.statusCode = 404;
      res.end('app');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, origin: `http://127.0.0.1:${port}`, setHandler: (h) => (handler = h) };
}

export interface IdpTestEnv {
  origin: string;
  issuer: string;
  dataDir: string;
  setHandler: (h: RequestListener) => void;
  db: Db;
  services: AccountServices;
  accessCookie: string;
  annaSubject: string;
  close: () => Promise<void>;
}

export async function startIdpTestEnv(): Promise<IdpTestEnv> {
  const { server, origin, setHandler } = await startServer();
  const issuer = `${origin}/oidc`;
  const dataDir = await mkdtemp(join(tmpdir(), 'raadslag-oidc-'));
  const db = await openTestPglite();
  const services = createAccountServices(db, loadServerConfig({ PUBLIC_ORIGIN: origin }), {
    mailer: createMailbox(),
  });
  const accessCookie = (await services.gate.issueCookie()).split(';')[0];
  const anna = await upsertAccountPassword(db, {
    email: 'anna.jensen@example.dk',
    name: 'Anna Jensen',
    passwordHash: await hashPassword(PASSWORD),
    grantSiteAdmin: false,
  });
  const close = async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await rm(dataDir, { recursive: true, force: true });
    await db.close();
  };
  return {
    origin,
    issuer,
    dataDir,
    setHandler,
    db,
    services,
    accessCookie,
    annaSubject: anna.idp_subject!,
    close,
  };
}

/** One environment for a describe block: started before its tests, closed after them. */
export function useIdpTestEnv(): () => IdpTestEnv {
  let env: IdpTestEnv | undefined;
  beforeAll(async () => {
    env = await startIdpTestEnv();
  });
  afterAll(() => env?.close());
  return () => {
    if (!env) throw new Error('the identity provider test environment has not started');
    return env;
  };
}

/**
 * A provider on the environment's issuer, key folder, client and account services, answering
 * /oidc from now on; `options` changes what a test needs changed.
 */
export async function mountIdp(
  env: IdpTestEnv,
  options: Partial<EmbeddedIdpOptions> = {},
): Promise<EmbeddedIdp> {
  const idp = await createEmbeddedIdp({
    issuer: env.issuer,
    dataDir: env.dataDir,
    clientId: CLIENT_ID,
    audience: AUDIENCE,
    appOrigin: env.origin,
    services: env.services,
    ...options,
  });
  env.setHandler((req, res) => idp.handle(req, res));
  return idp;
}

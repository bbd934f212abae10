// The CLI's route (/api/account/cli/*: `npm run user:add`, `npm run import:polis`) answers only
// callers on the server's own machine, over loopback and not through a proxy — even to one holding
// the secret — so a server listening on every address (HOST=0.0.0.0) offers it to nobody outside.
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNodeServer } from '../../../server/platform/http/nodeServer';
import { CLI_SECRET_HEADER, isLoopback } from '../../../server/accounts/routes/cliRoutes';
import { createTestServer, type TestServer } from '../support';

const SECRET = 'a-cli-secret-of-thirty-two-bytes';
/** An address of this machine that is not loopback (the container's own), if it has one. */
const outside = Object.values(os.networkInterfaces())
  .flat()
  .find((entry) => entry && !entry.internal && entry.family === 'IPv4')?.address;

let server: TestServer;
let http: ReturnType<typeof createNodeServer>;
let port: number;
beforeAll(async () => {
  server = await createTestServer({ cliSecret: SECRET });
  http = createNodeServer({ app: server.app, idp: null });
  await new Promise<void>((resolve) => http.listen(0, '0.0.0.0', resolve));
  port = (http.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => http.close(() => resolve()));
  await server?.close();
});

const addUser = (host: string, headers: Record<string, string> = {}) =>
  fetch(`http://${host}:${port}/api/account/cli/users`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [CLI_SECRET_HEADER]: SECRET, ...headers },
    body: JSON.stringify({ email: `ny${Math.random().toString(36).slice(2)}@test.local` }),
  });

describe('security: the CLI route', () => {
  it('serves the CLI over loopback with the secret', async () => {
    expect((await addUser('127.0.0.1')).status).toBe(200);
  });

  it('is not there for a request a proxy forwarded, even over loopback', async () => {
    for (const header of ['X-Forwarded-For', 'Forwarded', 'X-Real-IP']) {
      const response = await addUser('127.0.0.1', { [header]: '203.0.113.9' });
      expect(response.status, header).toBe(404);
      expect(await response.json()).toMatchObject({ error: 'polis_err_not_found' });
    }
  });

  it.skipIf(!outside)('is not there for a caller from another address, secret or not', async () => {
    const response = await addUser(outside!);
    expect(response.status).toBe(404);
  });

  it('knows loopback addresses', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      expect(isLoopback(address), address).toBe(true);
    }
    for (const address of ['192.0.2.2', '::ffff:192.0.2.2', 'fd00::2', '128.0.0.1', '']) {
      expect(isLoopback(address), address).toBe(false);
    }
  });
});

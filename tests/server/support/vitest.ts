// Vitest lifecycle for a test file: one server (one database) for the file, emptied before each
// test. Returns a getter because the server exists only once beforeAll has run.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createTestServer, type TestServer, type TestServerOptions } from './createTestServer';

export function setupTestServer(options: TestServerOptions = {}): () => TestServer {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await createTestServer(options);
  });
  beforeEach(async () => {
    await server?.reset();
  });
  afterAll(async () => {
    await server?.close();
  });
  return () => {
    if (!server) throw new Error('setupTestServer: the server is not ready (used outside a test?)');
    return server;
  };
}

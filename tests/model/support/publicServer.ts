// One test server (the real app over in-memory PGlite) per test file of the public pages. Like
// support/app's setupServerForFile it does not empty the database between paths (each path makes
// its own conversation), and it lifts the participation rate limits: every path is a new
// participant from the same address, far more than the contract's 30 a minute. The paths that need
// a 429 get the server's own wording as a canned reply (support/publicPages `refusals`).
import { afterAll, beforeAll } from 'vitest';
import { createTestServer, type TestServer } from '../../server/support';

const GENEROUS = { max: 100_000, windowMs: 60_000 };

export function setupPublicServer(): () => TestServer {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await createTestServer({
      participation: {
        limits: { vote: GENEROUS, comment: GENEROUS, newParticipant: GENEROUS },
      },
    });
  });
  afterAll(async () => {
    await server?.close();
  });
  return () => {
    if (!server) throw new Error('setupPublicServer: the server is not ready yet');
    return server;
  };
}

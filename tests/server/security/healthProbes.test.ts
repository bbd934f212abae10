// The security matrix's rows for the probes outside /api/v3: GET /healthz and GET /readyz answer
// anyone the same — tokens are neither needed nor read — and reveal nothing secret: a status word
// and, when not ready, which of draining/database/migrations. No version, host, database address,
// error text or cookie. Printed as rows in the matrix's format after the run.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../support/createTestServer';
import { signIn } from '../support';

const CALLERS = ['none', 'admin', 'forged', 'garbage'] as const;
type Caller = (typeof CALLERS)[number];

describe('security matrix: the health probes', () => {
  let server: TestServer;
  let tokens: Record<Caller, string | undefined>;
  const rows: string[] = [];

  beforeAll(async () => {
    server = await createTestServer();
    tokens = {
      none: undefined,
      admin: (await signIn(server, 'owner')).token,
      forged: await server.mintForgedToken({ sub: 'owner' }),
      garbage: 'not-a-token',
    };
  });
  afterAll(async () => {
    console.log(
      [
        '',
        '### Security matrix: probes outside /api/v3',
        '',
        `| endpoint | access | ${CALLERS.join(' | ')} | reveals |`,
        `|---|---|${CALLERS.map(() => '---').join('|')}|---|`,
        ...rows,
      ].join('\n'),
    );
    await server?.close();
  });

  it.each([
    ['GET /healthz', { status: 'ok' }, 'that the process runs'],
    ['GET /readyz', { status: 'ready' }, 'ready, or draining / database / migrations'],
  ])('%s answers every caller alike, with a status only', async (route, body, reveals) => {
    const cells: string[] = [];
    for (const caller of CALLERS) {
      const response = await server.request(route.split(' ')[1], { token: tokens[caller] });
      expect(response.status, caller).toBe(200);
      expect(await response.json(), caller).toEqual(body);
      expect(response.headers.get('set-cookie'), caller).toBeNull();
      expect(response.headers.get('cache-control'), caller).toBe('no-store');
      cells.push('✅ 200');
    }
    rows.push(`| ${route} | anyone | ${cells.join(' | ')} | ${reveals} |`);
  });

  it('a probe takes no other method', async () => {
    for (const method of ['POST', 'PUT', 'DELETE']) {
      expect((await server.request('/readyz', { method })).status).toBe(404);
    }
  });
});

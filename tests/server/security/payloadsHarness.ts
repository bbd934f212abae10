// Shared set-up for the hostile-input tests (payloads.*.test.ts): one test server with a published
// conversation, a seed statement, a topic model and a report, and the payloads they send.
import { expect } from 'vitest';
import type { Db } from '../../../server/platform/db';
import { seedModel } from '../support/topicModFixture';
import { postSeed } from '../support/activity';
import { createConversationVia, signIn } from '../support';
import { createTestServer, type TestServer } from '../support/createTestServer';

export const API = '/api/v3';

export const MARKUP = [
  '<img src=x onerror=alert(1)>',
  '<script>alert("x")</script>',
  '"><svg onload=alert(1)>',
  "javascript:alert('x')",
];

export const SQL = ["'; DROP TABLE comments; --", '\\', '%', '\u0000', "' OR '1'='1", '_%\\'];

export interface FuzzEnv {
  server: TestServer;
  owner: string;
  cid: string;
  reportId: string;
}

export async function startFuzzServer(): Promise<FuzzEnv> {
  const server = await createTestServer({
    participation: {
      limits: {
        vote: { max: 10_000, windowMs: 60_000 },
        comment: { max: 10_000, windowMs: 60_000 },
        newParticipant: { max: 10_000, windowMs: 60_000 },
      },
    },
  });
  const owner = (await signIn(server, 'owner')).token;
  const cid = (
    await createConversationVia(server, owner, { is_draft: false, is_active: true, topic: 'Fuzz' })
  ).conversation_id;
  await postSeed(server, owner, cid, 'Et frø at stemme på');
  await seedModel(server.db, cid);
  const report = await server.request(`${API}/reports`, {
    method: 'POST',
    token: owner,
    json: { conversation_id: cid },
  });
  const reportId = ((await report.json()) as { report_id: string }).report_id;
  return { server, owner, cid, reportId };
}

export function expectJson(response: Response) {
  expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
  expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
}

/** Row counts of the tables an attack could drop or empty. */
export async function countRows(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of ['conversations', 'comments', 'votes', 'participants', 'users', 'reports']) {
    const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
    counts[table] = rows[0].n;
  }
  return counts;
}

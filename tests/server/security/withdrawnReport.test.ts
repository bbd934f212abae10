// A withdrawn report version (docs/api.md#withdrawn-report-versions): every public read that takes
// a report_id answers 410 for it — not only GET /reportData, but GET /reports?report_id (which would
// hand out the conversation id), GET /conversationStats with it and GET /math/pca2 with it — while
// a live version of the same conversation still answers 200. A newer withdrawn version is not
// offered from an older one, and a closed conversation leads to its newest version not withdrawn.
// The last test keeps the list honest: every route file reading report_id is accounted for.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportData } from '../../../contract/types';
import { PUBLIC_REPORT_READS } from '../../../server/reports';
import { createConversationVia, createTestServer, signIn, type TestServer } from '../support';
import { postSeed } from '../support/activity';
import { participationKit } from '../support/participationKit';

let server: TestServer;
let owner: string;
let cid: string;
let older: string;
let live: string;
let withdrawn: string;

const makeReport = async () => {
  const made = await server.request('/api/v3/reports', {
    method: 'POST',
    token: owner,
    json: { conversation_id: cid },
  });
  return ((await made.json()) as { report_id: string }).report_id;
};

beforeAll(async () => {
  server = await createTestServer();
  owner = (await signIn(server, 'owner')).token;
  ({ conversation_id: cid } = await createConversationVia(server, owner, {
    is_draft: false,
    is_active: true,
  }));
  await postSeed(server, owner, cid, 'Flere bænke på torvet');
  await participationKit(() => server).newParticipant(cid, 0, -1);
  older = await makeReport();
  live = await makeReport();
  withdrawn = await makeReport();
  const done = await server.request('/api/v3/reportText/withdraw', {
    method: 'POST',
    token: owner,
    json: { report_id: withdrawn },
  });
  expect(done.status).toBe(200);
});
afterAll(async () => {
  await server?.close();
});

/** Each public read with a report_id, as a reader without a token sends it. */
const READS: Record<string, (reportId: string) => string> = {
  '/reportData': (id) => `/reportData?report_id=${id}`,
  '/reports': (id) => `/reports?report_id=${id}`,
  '/conversationStats': (id) => `/conversationStats?conversation_id=${cid}&report_id=${id}`,
  '/math/pca2': (id) => `/math/pca2?conversation_id=${cid}&report_id=${id}`,
};

describe('a withdrawn report version', () => {
  it('walks every public read the router guards', () => {
    expect(Object.keys(READS).sort()).toEqual([...PUBLIC_REPORT_READS].sort());
  });

  it.each(Object.entries(READS))('%s answers 410 for it and 200 for a live one', async (_, url) => {
    expect((await server.request(`/api/v3${url(live)}`)).status).toBe(200);
    const refused = await server.request(`/api/v3${url(withdrawn)}`);
    expect(refused.status).toBe(410);
    const body = await refused.text();
    expect(JSON.parse(body)).toEqual({
      error: 'polis_err_report_withdrawn',
      message: 'Rapporten er trukket tilbage.',
      status: 410,
    });
    expect(body).not.toContain(cid);
  });

  it('is not offered as a newer version, nor by a closed conversation', async () => {
    const page = (await (
      await server.request(`/api/v3/reportData?report_id=${older}`)
    ).json()) as ReportData;
    const newer = page.newer.map((v) => v.report_id);
    expect(newer).toContain(live);
    expect(newer).not.toContain(withdrawn);
    const closed = await server.request('/api/v3/conversations', {
      method: 'PUT',
      token: owner,
      json: { conversation_id: cid, is_active: false },
    });
    expect(closed.status).toBe(200);
    const init = await server.request(`/api/v3/participationInit?conversation_id=${cid}`);
    const { conversation } = (await init.json()) as { conversation: { report_id: string } };
    expect(conversation.report_id).toBe(live);
  });

  it('leaves no route reading report_id unaccounted for', () => {
    // Owner's and moderators' routes answer a withdrawn version themselves (the editor shows it
    // withdrawn; topic moderation follows a report id to its conversation for its moderators).
    const notPublic = [
      'server/reports/text/textRoutes.ts',
      'server/topics/routes/topicModAccess.ts',
    ];
    const guarded = [
      'server/reports/routes/conversationStats.ts',
      'server/reports/routes/reportData.ts',
      'server/reports/routes/reports.ts',
      'server/reports/routes/withdrawnReport.ts',
    ];
    const root = path.resolve(__dirname, '../../..');
    const files = (dir: string): string[] =>
      readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
        const rel = `${dir}/${entry.name}`;
        if (entry.isDirectory()) return files(rel);
        return rel.endsWith('.ts') && !rel.endsWith('.test.ts') ? [rel] : [];
      });
    const readers = files('server')
      .filter((file) => /routes|Routes/.test(file))
      .filter((file) =>
        /['"]report_id['"]|report_id:|\.report_id\b/.test(
          readFileSync(path.join(root, file), 'utf8'),
        ),
      )
      .filter((file) => !file.includes('/present/'));
    expect(readers.sort()).toEqual([...guarded, ...notPublic].sort());
  });
});

// The access matrix's rows for a report version's written text (docs/api.md#report-text): reading,
// saving, publishing, the Word file and withdrawing are the conversation owner's alone — not a
// co-moderator's, not a site administrator's. Each write has a report of its own (the fixture's
// `textReports`), so one row's success does not change another's answer. Then the public reads
// naming a version withdrawn beforehand: 410 for every caller (docs/api.md#withdrawn-report-versions).
// Part of CASES.
import type { TestServer } from '../support/createTestServer';
import type { Case, Fixture } from './accessMatrixExpectations';

export const REPORT_TEXT_CASES: Case[] = [
  {
    route: 'GET /reportText',
    access: 'ownerOnly',
    request: (f) => ({ path: `/reportText?report_id=${f.reportId}` }),
  },
  {
    route: 'PUT /reportText',
    access: 'ownerOnly',
    request: (f) => ({
      path: '/reportText',
      json: { report_id: f.textReports.edit, version: 0, sections: f.textReports.sections },
    }),
  },
  {
    route: 'POST /reportText/publish',
    access: 'ownerOnly',
    request: (f) => ({
      path: '/reportText/publish',
      json: { report_id: f.textReports.publish, version: 0 },
    }),
  },
  {
    route: 'GET /reportText/docx',
    access: 'ownerOnly',
    request: (f) => ({ path: `/reportText/docx?report_id=${f.reportId}` }),
  },
  {
    route: 'POST /reportText/withdraw',
    access: 'ownerOnly',
    request: (f) => ({ path: '/reportText/withdraw', json: { report_id: f.textReports.withdraw } }),
  },
  {
    route: 'GET /reportData',
    label: 'withdrawn',
    access: 'withdrawnParticipation',
    request: (f) => ({ path: `/reportData?report_id=${f.textReports.withdrawn}` }),
  },
  {
    route: 'GET /reports',
    label: 'withdrawn report_id',
    access: 'withdrawnPublic',
    request: (f) => ({ path: `/reports?report_id=${f.textReports.withdrawn}` }),
  },
  {
    route: 'GET /conversationStats',
    label: 'withdrawn report_id',
    access: 'withdrawnPublic',
    request: (f) => ({
      path: `/conversationStats?conversation_id=${f.cid}&report_id=${f.textReports.withdrawn}`,
    }),
  },
  {
    route: 'GET /math/pca2',
    label: 'withdrawn report_id',
    access: 'withdrawnParticipation',
    request: (f) => ({
      path: `/math/pca2?conversation_id=${f.cid}&report_id=${f.textReports.withdrawn}`,
    }),
  },
];

/** Four more reports of the conversation, and the draft sections of the first. */
export async function reportTextFixture(
  server: TestServer,
  token: string,
  cid: string,
): Promise<Fixture['textReports']> {
  const ids: string[] = [];
  for (let i = 0; i < 4; i++) {
    const made = await server.request('/api/v3/reports', {
      method: 'POST',
      token,
      json: { conversation_id: cid },
    });
    ids.push(((await made.json()) as { report_id: string }).report_id);
  }
  const draft = await server.request(`/api/v3/reportText?report_id=${ids[0]}`, { token });
  const { sections } = (await draft.json()) as { sections: unknown };
  const withdrawn = await server.request('/api/v3/reportText/withdraw', {
    method: 'POST',
    token,
    json: { report_id: ids[3] },
  });
  if (withdrawn.status !== 200) throw new Error(`withdraw: ${withdrawn.status}`);
  return { edit: ids[0], publish: ids[1], withdraw: ids[2], withdrawn: ids[3], sections };
}

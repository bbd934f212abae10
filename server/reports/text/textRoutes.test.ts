// The report's written text through the API: the owner reads the draft of a frozen report with
// two real opinion groups, saves it (409 on a stale version), publishes it (readers get it with the
// figures), a statement rejected afterwards leaves the figures and the text with a dated note, and
// a withdrawn version answers 410 everywhere.
import { describe, expect, it } from 'vitest';
import type { ReportTextBody, ReportTextSection } from '../../../contract/reportText';
import type { ReportData } from '../../../contract/types';
import { signIn, testEngines } from '../../../tests/server/support';
import { mathKit } from '../../../tests/server/support/mathKit';
import { setupTestServer } from '../../../tests/server/support/vitest';

const API = '/api/v3/reportText';

describe.each(testEngines())('/reportText on $name', (engine) => {
  const server = setupTestServer({ databaseUrl: engine.databaseUrl });
  const kit = mathKit(server);

  async function setup() {
    const { alice, id, zid } = await kit.conversation();
    await kit.plantCamps(zid, 10);
    await server().math.catchUp();
    await server().math.flush();
    const made = await server().request('/api/v3/reports', {
      method: 'POST',
      token: alice.token,
      json: { conversation_id: id },
    });
    const { report_id: reportId } = (await made.json()) as { report_id: string };
    return { alice, id, reportId };
  }
  const read = async (reportId: string, token?: string) => {
    const response = await server().request(`${API}?report_id=${reportId}`, { token });
    return { status: response.status, body: (await response.json()) as ReportTextBody };
  };
  const send = async (path: string, token: string | undefined, json: unknown, method = 'POST') => {
    const response = await server().request(`${API}${path}`, { method, token, json });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const reportData = async (reportId: string) => {
    const response = await server().request(`/api/v3/reportData?report_id=${reportId}`);
    return { status: response.status, body: (await response.json()) as ReportData };
  };
  const edit = (sections: ReportTextSection[], key: string, paragraphs: string[]) =>
    sections.map((s) => (s.key === key ? { ...s, paragraphs } : s));

  it('gives the owner the draft of the frozen figures, and only the owner', async () => {
    const { alice, reportId } = await setup();
    const { status, body } = await read(reportId, alice.token);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      report_id: reportId,
      version: 0,
      published_at: null,
      withdrawn_at: null,
    });
    expect(body.sections.map((s) => s.heading)).toEqual([
      'Kort fortalt',
      'Meningsgrupperne',
      'Det er de fleste enige om',
      'Her er der uenighed',
      'Sådan er tallene fremkommet',
    ]);
    const groups = body.sections[1].paragraphs;
    expect(groups).toHaveLength(2);
    expect(groups[0]).toMatch(/^Gruppe A består af 10 deltagere/);
    expect(groups.join(' ')).toContain('100 % i gruppen er enige mod 0 % af de andre.');
    // The same report gives the same text.
    expect((await read(reportId, alice.token)).body.sections).toEqual(body.sections);

    const mallory = await signIn(server(), 'mallory');
    expect((await read(reportId, mallory.token)).status).toBe(403);
    expect((await read(reportId)).status).toBe(401);
    expect((await read('rnot-a-report', alice.token)).status).toBe(400);
  });

  it('saves with the version, answers 409 with the current text to a stale save, refuses bad sections', async () => {
    const { alice, reportId } = await setup();
    const draft = (await read(reportId, alice.token)).body;
    const mine = edit(draft.sections, 'groups', ['Min egen tekst om gruppe A.', '  ', 'Om B.']);
    const saved = await send(
      '',
      alice.token,
      { report_id: reportId, version: 0, sections: mine },
      'PUT',
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ version: 1 });
    expect((saved.body.sections as ReportTextSection[])[1].paragraphs).toEqual([
      'Min egen tekst om gruppe A.',
      'Om B.',
    ]);
    const stale = await send(
      '',
      alice.token,
      { report_id: reportId, version: 0, sections: draft.sections },
      'PUT',
    );
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      error: 'polis_err_report_text_changed',
      current: { version: 1 },
    });

    const reordered = await send(
      '',
      alice.token,
      { report_id: reportId, version: 1, sections: [...draft.sections].reverse() },
      'PUT',
    );
    expect(reordered).toMatchObject({
      status: 400,
      body: { error: 'polis_err_param_parse_failed_sections', field: 'sections' },
    });
    expect(reordered.body.message).toMatch(/samme afsnit som udkastet/);
    const long = edit(draft.sections, 'summary', ['x'.repeat(4001)]);
    expect(
      (await send('', alice.token, { report_id: reportId, version: 1, sections: long }, 'PUT'))
        .status,
    ).toBe(400);
    expect((await read(reportId, alice.token)).body.version).toBe(1);
  });

  it('publishes the text with the version; a rejected statement then leaves figures and text with a note', async () => {
    const { alice, id, reportId } = await setup();
    const draft = (await read(reportId, alice.token)).body;
    expect((await reportData(reportId)).body.text).toBeNull();
    const published = await send('/publish', alice.token, { report_id: reportId, version: 0 });
    expect(published.status).toBe(200);
    expect(published.body.published_at).toEqual(expect.any(Number));
    const before = (await reportData(reportId)).body;
    expect(before.text?.sections).toEqual(draft.sections);
    expect(JSON.stringify(before.text)).toContain('(#1)');
    // A published text is frozen.
    const again = await send(
      '',
      alice.token,
      { report_id: reportId, version: 1, sections: draft.sections },
      'PUT',
    );
    expect(again).toMatchObject({
      status: 409,
      body: { error: 'polis_err_report_text_published' },
    });

    const [comment] = (await (
      await server().request(`/api/v3/comments?conversation_id=${id}&moderation=true&mod=1`, {
        token: alice.token,
      })
    ).json()) as { tid: number }[];
    expect(comment.tid).toBe(0);
    const rejected = await server().request('/api/v3/comments', {
      method: 'PUT',
      token: alice.token,
      json: { ...comment, conversation_id: id, mod: -1 },
    });
    expect(rejected.status).toBe(200);
    const after = (await reportData(reportId)).body;
    expect(after.statements.map((s) => s.tid)).not.toContain(0);
    expect(JSON.stringify(after.math)).not.toMatch(/"tid":0\b/);
    expect(after.removed).toEqual([expect.any(Number)]);
    expect(JSON.stringify(after.text)).not.toContain('(#1)');
    expect(JSON.stringify(after.text)).not.toContain('Flere cykelstier');
    expect(after.text?.sections[1].paragraphs[0]).toMatch(/^Gruppe A består af 10 deltagere/);
  });

  it("removes the owner's own sentence quoting a rejected statement, without its (#n)", async () => {
    const { alice, id, reportId } = await setup();
    const draft = (await read(reportId, alice.token)).body;
    const own = 'Borgerne skrev «flere  CYKELSTIER i midtbyen».';
    const mine = edit(draft.sections, 'summary', [...draft.sections[0].paragraphs, `${own} Tak.`]);
    const saved = await send(
      '',
      alice.token,
      { report_id: reportId, version: 0, sections: mine },
      'PUT',
    );
    expect(saved).toMatchObject({ status: 200 });
    await send('/publish', alice.token, { report_id: reportId, version: 1 });
    expect(JSON.stringify((await reportData(reportId)).body.text)).toContain(own);
    const [comment] = (await (
      await server().request(`/api/v3/comments?conversation_id=${id}&moderation=true&mod=1`, {
        token: alice.token,
      })
    ).json()) as { tid: number }[];
    const rejected = await server().request('/api/v3/comments', {
      method: 'PUT',
      token: alice.token,
      json: { ...comment, conversation_id: id, mod: -1 },
    });
    expect(rejected.status).toBe(200);
    const after = (await reportData(reportId)).body;
    expect(JSON.stringify(after.text)).not.toMatch(/cykelstier/i);
    expect(after.text?.sections[0].paragraphs.at(-1)).toBe('Tak.');
    expect(after.removed).toEqual([expect.any(Number)]);
  });

  it('withdraws a version: readers get 410 in Danish, and it can no longer be edited or downloaded', async () => {
    const { alice, reportId } = await setup();
    const mallory = await signIn(server(), 'mallory');
    expect((await send('/withdraw', mallory.token, { report_id: reportId })).status).toBe(403);
    expect((await send('/withdraw', undefined, { report_id: reportId })).status).toBe(401);
    const withdrawn = await send('/withdraw', alice.token, { report_id: reportId });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.withdrawn_at).toEqual(expect.any(Number));
    const page = await reportData(reportId);
    expect(page.status).toBe(410);
    expect(page.body).toMatchObject({
      error: 'polis_err_report_withdrawn',
      message: 'Rapporten er trukket tilbage.',
    });
    expect(JSON.stringify(page.body)).not.toContain('statements');
    const draft = (await read(reportId, alice.token)).body;
    const edit410 = await send(
      '',
      alice.token,
      { report_id: reportId, version: 0, sections: draft.sections },
      'PUT',
    );
    expect(edit410).toMatchObject({ status: 410, body: { error: 'polis_err_report_withdrawn' } });
    expect((await send('/publish', alice.token, { report_id: reportId, version: 0 })).status).toBe(
      410,
    );
    const docx = await server().request(`${API}/docx?report_id=${reportId}`, {
      token: alice.token,
    });
    expect(docx.status).toBe(410);
  });
});

import { describe, expect, it } from 'vitest';
import type { Report } from '../../../contract/types';
import { createConversationVia, signIn, testEngines } from '../../../tests/server/support';
import { setupTestServer } from '../../../tests/server/support/vitest';
import { REPORT_ID_PATTERN } from '../rules/reportId';

const ADMIN = 'admin@test.local';
const API = '/api/v3/reports';

describe.each(testEngines())('/reports on $name', (engine) => {
  const server = setupTestServer({ databaseUrl: engine.databaseUrl });

  async function setup() {
    const alice = await signIn(server(), 'alice');
    const mallory = await signIn(server(), 'mallory');
    const { conversation_id: id } = await createConversationVia(server(), alice.token);
    return { alice, mallory, id };
  }
  const create = (token: string | undefined, json: unknown) =>
    server().request(API, { method: 'POST', token, json });
  const listFor = (id: string, token?: string) =>
    server().request(`${API}?conversation_id=${id}`, { token });
  const reportCount = async () => (await server().db.query('SELECT rid FROM reports')).rows.length;

  it('creates reports with ids r + 20 characters and lists them newest first', async () => {
    const { alice, id } = await setup();
    const first = await create(alice.token, { conversation_id: id });
    expect(first.status).toBe(200);
    const { report_id: firstId } = (await first.json()) as { report_id: string };
    expect(firstId).toMatch(REPORT_ID_PATTERN);
    const { report_id: secondId } = (await (
      await create(alice.token, { conversation_id: id })
    ).json()) as { report_id: string };

    const response = await listFor(id, alice.token);
    expect(response.status).toBe(200);
    const reports = (await response.json()) as Report[];
    expect(reports.map((r) => r.report_id)).toEqual([secondId, firstId]);
    expect(reports[1]).toEqual({
      report_id: firstId,
      created: expect.any(Number),
      modified: expect.any(Number),
      conversation_id: id,
      report_name: null,
      mod_level: -2,
    });
  });

  it('shows one report to anyone who has its id', async () => {
    const { alice, id } = await setup();
    const { report_id } = (await (await create(alice.token, { conversation_id: id })).json()) as {
      report_id: string;
    };
    const response = await server().request(`${API}?report_id=${report_id}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([
      expect.objectContaining({ report_id, conversation_id: id }),
    ]);
  });

  it('answers 404 for an unknown report and 400 for a malformed id or both ids', async () => {
    const { id } = await setup();
    expect((await server().request(`${API}?report_id=r${'0'.repeat(20)}`)).status).toBe(404);
    const malformed = await server().request(`${API}?report_id=nope`);
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({
      error: 'polis_err_param_parse_failed_report_id',
    });
    const both = await server().request(
      `${API}?report_id=r${'0'.repeat(20)}&conversation_id=${id}`,
    );
    expect(both.status).toBe(400);
    const neither = await server().request(API);
    expect(await neither.json()).toMatchObject({
      error: 'polis_err_param_missing_conversation_id',
    });
  });

  it('answers 403 to another user for the list and for creating, 401 without a token', async () => {
    const { mallory, id } = await setup();
    const list = await listFor(id, mallory.token);
    expect(list.status).toBe(403);
    expect(await list.json()).toMatchObject({ error: 'polis_err_get_reports_permissions' });
    const post = await create(mallory.token, { conversation_id: id });
    expect(post.status).toBe(403);
    expect(await post.json()).toMatchObject({ error: 'polis_err_post_reports_permissions' });
    expect((await listFor(id)).status).toBe(401);
    expect((await create(undefined, { conversation_id: id })).status).toBe(401);
    expect(await reportCount()).toBe(0);
  });

  it('lets an administrator list and create', async () => {
    const { id } = await setup();
    const admin = await signIn(server(), 'admin', { email: ADMIN, siteAdmin: true });
    expect((await create(admin.token, { conversation_id: id })).status).toBe(200);
    expect(((await (await listFor(id, admin.token)).json()) as Report[]).length).toBe(1);
  });

  it('answers 400 for a missing or malformed conversation_id on POST', async () => {
    const { alice } = await setup();
    const missing = await create(alice.token, {});
    expect(await missing.json()).toMatchObject({
      error: 'polis_err_param_missing_conversation_id',
    });
    expect((await create(alice.token, { conversation_id: 42 })).status).toBe(400);
    expect(await reportCount()).toBe(0);
  });

  it('tags the list and answers 304 until a report is added', async () => {
    const { alice, id } = await setup();
    const tag = (await listFor(id, alice.token)).headers.get('ETag')!;
    const conditional = () =>
      server().request(`${API}?conversation_id=${id}`, {
        token: alice.token,
        headers: { 'If-None-Match': tag },
      });
    expect((await conditional()).status).toBe(304);
    await create(alice.token, { conversation_id: id });
    expect((await conditional()).status).toBe(200);
  });
});

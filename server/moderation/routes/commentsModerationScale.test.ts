// Moderation that scales (issue 16): the paged moderation list (search, filters, sort, tallies,
// flag reasons, tab counts), bulk accept / reject, undo, and the moderation log. One conversation
// per engine, built once; each test reads or changes it in order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ModerationPage } from '../../../src/contract/moderationList';
import type { ModerationLogPage } from '../../../src/contract/moderationLog';
import { createTestServer, testEngines, type TestServer } from '../../../tests/server/support';
import {
  addParticipants,
  castVotes,
  postSeed,
  zidOf,
} from '../../../tests/server/support/activity';
import { commentsKit, COMMENTS_API } from '../../../tests/server/support/commentsKit';

describe.each(testEngines())('moderation at scale on $name', (engine) => {
  // One server for the file and no reset between tests: the tests build on each other's state.
  let testServer: TestServer;
  const server = () => testServer;
  afterAll(() => testServer?.close());
  const { setup, post, put } = commentsKit(server);
  let ctx: Awaited<ReturnType<typeof setup>>;

  const page = async (params: string, token = ctx.alice.token) => {
    const response = await server().request(
      `${COMMENTS_API}?moderation=true&paged=true&conversation_id=${ctx.id}&${params}`,
      { token },
    );
    return { status: response.status, body: (await response.json()) as ModerationPage };
  };
  const txts = async (params: string) => (await page(params)).body.comments.map((c) => c.txt);
  const send = (path: string, json: unknown, token = ctx.alice.token) =>
    server().request(`${COMMENTS_API}${path}`, { method: 'POST', token, json });

  beforeAll(async () => {
    testServer = await createTestServer({ databaseUrl: engine.databaseUrl });
    ctx = await setup();
    // tid 0, 1: seeds (accepted); 2–5: participants' statements (pending, each with its author's
    // agree vote), 3 and 4 flagged by the automatic moderator.
    await postSeed(server(), ctx.alice.token, ctx.id, 'Flere cykelstier i midtbyen');
    await postSeed(server(), ctx.alice.token, ctx.id, 'Gratis bus for unge');
    const participant = (txt: string) => post(ctx.mallory.token, { txt, conversation_id: ctx.id });
    await participant('Lukket for biler om søndagen');
    await participant('LUK ALLE VEJENE FOR BILER NU, DET ER VANVITTIGT');
    await participant('Læs mere på www.eksempel.dk om cykler');
    await participant('Flere træer på torvet');
    const zid = await zidOf(server().db, ctx.id);
    const [p1, p2, p3] = await addParticipants(server().db, zid, 3);
    const vote = (pid: number, tid: number, v: -1 | 0 | 1) => ({ pid, tid, vote: v, created: 1 });
    await castVotes(server().db, zid, [
      vote(p1, 0, -1),
      vote(p2, 0, 1),
      vote(p3, 0, 1),
      vote(p1, 1, 0),
      vote(p1, 1, 1), // a changed vote: counted once, as its latest value
    ]);
  });

  it('answers a page with tallies, flag reasons, total and tab counts', async () => {
    const { status, body } = await page('mod=0&limit=2');
    expect(status).toBe(200);
    expect(body.pagination).toEqual({ total: 4, limit: 2, offset: 0 });
    expect(body.counts).toEqual({ pending: 4, accepted: 2, rejected: 0 });
    expect(body.comments.map((c) => [c.tid, c.count, c.agree_count, c.flag_reasons])).toEqual([
      [2, 1, 1, null],
      [3, 1, 1, ['caps']],
    ]);
    const accepted = (await page('mod=1')).body.comments;
    expect(accepted.map((c) => [c.agree_count, c.disagree_count, c.pass_count])).toEqual([
      [1, 2, 0],
      [0, 1, 0],
    ]);
  });

  it('pages on with offset, and sorts newest, by votes and by disagreement', async () => {
    expect((await page('mod=0&limit=2&offset=2')).body.comments.map((c) => c.tid)).toEqual([4, 5]);
    expect((await page('mod=0&sort=newest&limit=1')).body.comments[0].tid).toBe(5);
    expect((await page('sort=most_votes&limit=2')).body.comments.map((c) => c.tid)).toEqual([0, 5]);
    expect((await page('sort=most_disagree&limit=2')).body.comments.map((c) => c.tid)).toEqual([
      0, 1,
    ]);
  });

  it('searches text (case-insensitive, % literal) and numbers, and filters', async () => {
    expect(await txts('search=BILER')).toEqual([
      'Lukket for biler om søndagen',
      'LUK ALLE VEJENE FOR BILER NU, DET ER VANVITTIGT',
    ]);
    expect(await txts('search=%25')).toEqual([]);
    // A number is the statement's as people count, from 1: nr. 6 is tid 5.
    expect(await txts('search=%236')).toEqual(['Flere træer på torvet']);
    expect((await page('flagged=true')).body.comments.map((c) => c.flag_reasons)).toEqual([
      ['caps'],
      ['link'],
    ]);
    expect((await page('flagged=true&search=cykler')).body.counts).toEqual({
      pending: 1,
      accepted: 0,
      rejected: 0,
    });
    expect((await page('is_seed=true')).body.pagination.total).toBe(2);
    expect((await page('has_votes=false')).body.pagination.total).toBe(0);
    expect((await page('mod=1&has_votes=true&is_meta=false')).body.pagination.total).toBe(2);
  });

  it('refuses bad parameters with the field and a Danish reason', async () => {
    for (const [params, field] of [
      ['sort=random', 'sort'],
      ['flagged=maybe', 'flagged'],
      ['limit=500', 'limit'],
      [`search=${'a'.repeat(201)}`, 'search'],
    ]) {
      const response = await server().request(
        `${COMMENTS_API}?moderation=true&paged=true&conversation_id=${ctx.id}&${params}`,
        { token: ctx.alice.token },
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        error: `polis_err_param_parse_failed_${field}`,
      });
    }
  });

  it('keeps the plain Polis array without paged=true', async () => {
    const response = await server().request(
      `${COMMENTS_API}?moderation=true&mod=0&conversation_id=${ctx.id}`,
      { token: ctx.alice.token },
    );
    const body = (await response.json()) as Record<string, unknown>[];
    expect(Array.isArray(body) && body.length).toBe(4);
    expect(body[0]).not.toHaveProperty('flag_reasons');
  });

  it('accepts and rejects in bulk, logged, and undoes to the exact previous states', async () => {
    const accepted = await send('/moderate', {
      conversation_id: ctx.id,
      change: 'accept',
      tids: [2, 3, 0, 99],
    });
    const done = (await accepted.json()) as { action_id: number; changed: number[] };
    // 0 was accepted already: not changed, not logged; 99 does not exist.
    expect(done).toEqual({ action_id: expect.any(Number), changed: [2, 3], missing: [99] });
    expect((await page('mod=1')).body.counts).toEqual({ pending: 2, accepted: 4, rejected: 0 });
    // Someone rejects 2 afterwards: undo keeps that newer change and restores 3 (flag and all).
    await put(ctx.alice.token, {
      conversation_id: ctx.id,
      tid: 2,
      mod: -1,
      active: true,
      is_meta: false,
      velocity: 1,
    });
    const undone = await send('/moderate/undo', {
      conversation_id: ctx.id,
      action_id: done.action_id,
    });
    expect(await undone.json()).toEqual({
      action_id: expect.any(Number),
      restored: [3],
      skipped: [2],
    });
    const three = (await page('search=%234')).body.comments[0];
    expect([three.mod, three.active]).toEqual([0, false]);
    const again = await send('/moderate/undo', {
      conversation_id: ctx.id,
      action_id: done.action_id,
    });
    expect(await again.json()).toMatchObject({ action_id: null, restored: [] });
  });

  it('refuses bulk and undo to a stranger and bad bodies with the field', async () => {
    const stranger = await send(
      '/moderate',
      { conversation_id: ctx.id, change: 'accept', tids: [4] },
      ctx.mallory.token,
    );
    expect(stranger.status).toBe(403);
    const bad = await send('/moderate', { conversation_id: ctx.id, change: 'delete', tids: [4] });
    expect(await bad.json()).toMatchObject({ error: 'polis_err_param_parse_failed_change' });
    const many = await send('/moderate', { conversation_id: ctx.id, change: 'reject', tids: [] });
    expect(await many.json()).toMatchObject({ error: 'polis_err_param_parse_failed_tids' });
    const unknown = await send('/moderate/undo', { conversation_id: ctx.id, action_id: 999_999 });
    expect(unknown.status).toBe(404);
  });

  it('lets a moderator read the log as JSON and CSV, newest first; nobody else', async () => {
    const path = `${COMMENTS_API}/moderationLog?conversation_id=${ctx.id}`;
    const log = (await (await server().request(path, { token: ctx.alice.token })).json()) as {
      actions: {
        kind: string;
        change: string;
        items: { tid: number; from: { mod: number }; to: { mod: number } }[];
      }[];
    };
    expect(
      log.actions.map((a) => [a.kind, a.change, a.items.map((i) => [i.tid, i.from.mod, i.to.mod])]),
    ).toEqual([
      ['undo', 'undo', [[3, 1, 0]]],
      ['single', 'reject', [[2, 1, -1]]],
      [
        'bulk',
        'accept',
        [
          [2, 0, 1],
          [3, 0, 1],
        ],
      ],
      // The automatic moderator's holds of tid 3 and 4, as they came in.
      ['automatic', 'flag', [[4, 0, 0]]],
      ['automatic', 'flag', [[3, 0, 0]]],
    ]);
    const csv = await server().request(`${path}&format=csv`, { token: ctx.alice.token });
    expect(csv.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines[0]).toBe('handling,tidspunkt,moderator,art,udsagn,tekst,fra,til,fortrudt_af');
    expect(lines).toHaveLength(7);
    expect(lines[1]).toContain(
      ',fortrydelse,3,"LUK ALLE VEJENE FOR BILER NU, DET ER VANVITTIGT",accepteret,"afventer, skjult",',
    );
    expect(lines[6]).toContain(
      ',automatisk moderator,automatisk moderator,3,"LUK ALLE VEJENE FOR BILER NU, DET ER VANVITTIGT",afventer,"afventer, skjult",',
    );
    expect((await server().request(path, { token: ctx.mallory.token })).status).toBe(403);
  });

  it('pages the log for the console: each action summed up, older pages by before', async () => {
    const path = `${COMMENTS_API}/moderationLog?conversation_id=${ctx.id}`;
    const read = async (query: string, token = ctx.alice.token) => {
      const response = await server().request(`${path}&${query}`, { token });
      return { status: response.status, body: (await response.json()) as ModerationLogPage };
    };
    const first = await read('limit=2');
    expect(first.status).toBe(200);
    expect(
      first.body.actions.map((a) => [
        a.kind,
        a.change,
        a.count,
        /alice/u.test(a.by.email ?? ''),
        a.undoes !== null,
      ]),
    ).toEqual([
      ['undo', 'undo', 1, true, true],
      ['single', 'reject', 1, true, false],
    ]);
    expect(first.body.actions[0].transitions).toEqual([
      {
        from: { mod: 1, active: true, is_meta: false },
        to: { mod: 0, active: false, is_meta: false },
        count: 1,
      },
    ]);
    const older = await read(`limit=2&before=${first.body.next_before}`);
    expect(older.body.actions.map((a) => [a.kind, a.count, a.undone_by !== null])).toEqual([
      ['bulk', 2, true],
      ['automatic', 1, false],
    ]);
    // The oldest: the automatic moderator held tid 3 back as it came in, with no one behind it.
    const oldest = await read(`limit=2&before=${older.body.next_before}`);
    expect(oldest.body.next_before).toBeNull();
    expect(oldest.body.actions.map((a) => [a.kind, a.change, a.by])).toEqual([
      ['automatic', 'flag', { uid: null, email: null, name: null }],
    ]);
    expect(oldest.body.actions[0].transitions).toEqual([
      {
        from: { mod: 0, active: true, is_meta: false },
        to: { mod: 0, active: false, is_meta: false },
        count: 1,
      },
    ]);
    // tid 2 was pending, tid 3 pending and hidden (flagged): two distinct from-states.
    const transitions = older.body.actions[0].transitions;
    expect(transitions.map((t) => [t.from.mod, t.from.active, t.to.mod, t.count])).toEqual([
      [0, false, 1, 1],
      [0, true, 1, 1],
    ]);
    // Each entry names its statements by number and text; a bulk entry every one of them.
    expect(older.body.actions[0].statements.map((s) => s.tid)).toEqual([2, 3]);
    expect(first.body.actions[0].statements).toEqual([
      { tid: 3, txt: 'LUK ALLE VEJENE FOR BILER NU, DET ER VANVITTIGT' },
    ]);
    // Only the actions that changed one statement ('who rejected nr. 4, and when?').
    const one = await read('limit=10&tid=3');
    expect(one.body.actions.map((a) => a.kind)).toEqual(['undo', 'bulk', 'automatic']);
    // An automatic hold is lifted by a moderator's decision, not by an undo.
    const undone = await send('/moderate/undo', {
      conversation_id: ctx.id,
      action_id: oldest.body.actions[0].action_id,
    });
    expect(await undone.json()).toEqual({ action_id: null, restored: [], skipped: [3] });
    const typo = await read('limit=10&tid=tre');
    expect(typo.status).toBe(400);
    expect(typo.body).toMatchObject({ error: 'polis_err_param_parse_failed_tid' });
    const bad = await read('limit=0');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: 'polis_err_param_parse_failed_limit' });
    expect((await read('limit=2', ctx.mallory.token)).status).toBe(403);
  });

  it('lists a statement without votes in the vote sorts, after those with votes', async () => {
    // The sorts walk the tallies (migration 061 gives every new statement its row of zeros).
    await postSeed(server(), ctx.alice.token, ctx.id, 'Endnu ingen har stemt om dette');
    const accepted = async (sort: string) =>
      (await page(`mod=1&sort=${sort}`)).body.comments.map((c) => [c.txt, c.count]);
    expect(await accepted('most_votes')).toEqual([
      ['Flere cykelstier i midtbyen', 3],
      ['Gratis bus for unge', 1],
      ['Endnu ingen har stemt om dette', 0],
    ]);
    expect((await accepted('most_disagree')).at(-1)).toEqual(['Endnu ingen har stemt om dette', 0]);
    expect((await page('mod=1&sort=most_votes')).body.pagination.total).toBe(3);
  });
});

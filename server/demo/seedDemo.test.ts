import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Comment, ConversationListItem, ReportData } from '../../contract/types';
import { createConversation } from '../conversations/repo/conversations';
import { REPORT_ID_PATTERN } from '../reports/rules/reportId';
import { testEngines } from '../../tests/server/support';
import { setupTestServer } from '../../tests/server/support/vitest';
import { signIn } from '../../tests/server/support';
import { demoDataEnabled, DEMO_ACCOUNT, seedDemo, seedDemoIfEmpty } from './seedDemo';

const NOW = Date.UTC(2025, 5, 1, 12, 0);

describe.each(testEngines())('demo data on $name', (engine) => {
  const server = setupTestServer({ databaseUrl: engine.databaseUrl, embedded: true });
  const db = () => server().db;
  afterEach(() => vi.restoreAllMocks());

  /** A digest of a conversation's statements and votes, computed in the database (fast). */
  const contentHash = async (conversationId: string) =>
    (
      await db().query(
        `SELECT
           (SELECT md5(string_agg(concat_ws('|', tid, pid, txt, created, modified, mod, active,
                                            is_meta, is_seed), E'\\n' ORDER BY tid))
            FROM comments WHERE zid = z.zid) AS comments,
           (SELECT md5(string_agg(concat_ws('|', pid, tid, vote, created), E'\\n'
                                  ORDER BY created, pid, tid))
            FROM votes WHERE zid = z.zid) AS votes,
           (SELECT count(*) FROM votes WHERE zid = z.zid) AS n
         FROM zinvites z WHERE z.zinvite = $1`,
        [conversationId],
      )
    ).rows[0];
  const count = async (sql: string, params: unknown[] = []) =>
    (await db().query<{ n: number }>(sql, params)).rows[0].n;

  it('writes the planned conversation, owned by the named user, the same every time', async () => {
    const seeded = await seedDemo(db(), {
      owner: { email: 'Mette@Example.dk', hname: 'Mette' },
      now: NOW,
    });
    const zid = (
      await db().query<{ zid: number }>('SELECT zid FROM zinvites WHERE zinvite = $1', [
        seeded.conversation_id,
      ])
    ).rows[0].zid;
    const where = [zid];
    expect(await count('SELECT count(*) AS n FROM participants WHERE zid = $1', where)).toBe(300);
    expect(await count('SELECT count(*) AS n FROM votes WHERE zid = $1', where)).toBe(seeded.votes);
    expect(seeded.votes).toBeGreaterThan(5500);
    // The per-statement vote counts (migration 040) agree with the votes written in bulk.
    const drift = await count(
      `SELECT count(*) AS n FROM comment_vote_counts c WHERE c.zid = $1 AND c.n_votes <>
         (SELECT count(*) FROM votes_latest_unique v WHERE v.zid = c.zid AND v.tid = c.tid)`,
      where,
    );
    expect(drift).toBe(0);
    expect(
      await count('SELECT sum(n_votes)::int AS n FROM comment_vote_counts WHERE zid = $1', where),
    ).toBeGreaterThan(5500);
    expect(seeded.votes).toBeLessThan(6600);
    const states = await db().query(
      `SELECT mod, active, count(*) AS n FROM comments WHERE zid = $1
       GROUP BY mod, active ORDER BY mod, active`,
      where,
    );
    expect(states.rows).toEqual([
      { mod: -1, active: true, n: 6 },
      { mod: 0, active: false, n: 4 },
      { mod: 0, active: true, n: 10 },
      { mod: 1, active: true, n: 60 },
    ]);
    const reports = await db().query<{ report_id: string }>(
      'SELECT report_id FROM reports WHERE zid = $1',
      where,
    );
    expect(reports.rows).toHaveLength(3);
    for (const { report_id } of reports.rows) expect(report_id).toMatch(REPORT_ID_PATTERN);
    // Each version shows its own moment: later ones more votes, and distinct newer versions.
    const versions = [];
    for (const { report_id } of reports.rows) {
      const response = await server().request(`/api/v3/reportData?report_id=${report_id}`);
      versions.push((await response.json()) as ReportData);
    }
    versions.sort((a, b) => a.taken_at - b.taken_at);
    expect(versions.map((v) => v.taken_at)).toEqual(versions.map((v) => v.report.created));
    expect(new Set(versions.map((v) => v.taken_at)).size).toBe(3);
    expect(versions[0].totals.votes).toBeLessThan(versions[1].totals.votes);
    expect(versions[1].totals.votes).toBeLessThan(versions[2].totals.votes);
    expect(versions[0].newer.map((n) => n.taken_at)).toEqual([
      versions[2].taken_at,
      versions[1].taken_at,
    ]);
    expect(versions[2].math!.groups.length).toBeGreaterThan(0);

    // The owner signs in with that e-mail and finds the conversation as theirs.
    // Mette signs in with the embedded provider: her account (made by the seed) gets its subject.
    const { token } = await signIn(server(), 'mette-idp-subject', { email: 'mette@example.dk' });
    const list = await server().request(
      '/api/v3/conversations?include_all_conversations_i_am_in=true',
      {
        token,
      },
    );
    const items = (await list.json()) as ConversationListItem[];
    expect(items).toMatchObject([
      {
        conversation_id: seeded.conversation_id,
        topic: 'Fremtidens bymidte i Aarhus',
        is_owner: true,
        participant_count: 300,
      },
    ]);
    const pending = await server().request(
      `/api/v3/comments?moderation=true&mod=0&conversation_id=${seeded.conversation_id}`,
      { token },
    );
    const flagged = ((await pending.json()) as Comment[]).filter((c) => !c.active);
    expect(flagged).toHaveLength(4);

    // Deterministic: a second seeding at the same time writes the same content (ids aside).
    const again = await seedDemo(db(), { owner: { email: 'b@test.local', hname: 'B' }, now: NOW });
    expect(again.conversation_id).not.toBe(seeded.conversation_id);
    expect(await contentHash(again.conversation_id)).toEqual(
      await contentHash(seeded.conversation_id),
    );
  });

  it('seeds the demo account once, only into an empty installation', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const seeded = await seedDemoIfEmpty(db(), server().config, {});
    expect(seeded).toMatchObject({ participants: 300, comments: 80, reports: 3 });
    const owner = await db().query('SELECT email, hname FROM users WHERE uid = $1', [
      seeded!.ownerUid,
    ]);
    expect(owner.rows).toEqual([{ email: DEMO_ACCOUNT.email, hname: 'Demo Ejer' }]);
    expect(await seedDemoIfEmpty(db(), server().config, {})).toBeNull();
    expect(await count('SELECT count(*) AS n FROM conversations')).toBe(1);
  });

  it('leaves an installation with conversations, or with DEMO_DATA=0, alone', async () => {
    expect(await seedDemoIfEmpty(db(), server().config, { DEMO_DATA: '0' })).toBeNull();
    expect(await count('SELECT count(*) AS n FROM conversations')).toBe(0);
    const uid = (
      await db().query<{ uid: number }>(
        `INSERT INTO users (email) VALUES ('x@test.local') RETURNING uid`,
      )
    ).rows[0].uid;
    await createConversation(db(), uid, {});
    expect(await seedDemoIfEmpty(db(), server().config, {})).toBeNull();
    expect(await count('SELECT count(*) AS n FROM votes')).toBe(0);
  });
});

describe('demoDataEnabled', () => {
  it('is on unless DEMO_DATA says 0, false, no or off', () => {
    expect(demoDataEnabled({})).toBe(true);
    expect(demoDataEnabled({ DEMO_DATA: '1' })).toBe(true);
    for (const off of ['0', 'false', 'NO', ' off ']) {
      expect(demoDataEnabled({ DEMO_DATA: off })).toBe(false);
    }
  });
});

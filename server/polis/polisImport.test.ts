// `npm run import:polis` end to end on both engines: the real fixtures become conversations whose
// stored statements, moderation and votes are the export's; malformed folders are refused naming
// the file and line, with nothing stored; the CLI route needs the secret.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLI_SECRET_HEADER } from '../accounts/routes/cliRoutes';
import { readPolisExport } from './readPolisExport';
import { signIn, testEngines } from '../../tests/server/support';
import { setupTestServer } from '../../tests/server/support/vitest';
import {
  POLIS_FIXTURES,
  london,
  londonFile,
  londonVariants,
} from '../../tests/server/support/polisFixtures';
import { importPolisFolder, ImportRefused } from './importPolis';
import { voteColumns } from './importPlan';
import { writeImport } from './importWrite';

const SECRET = 'a-test-cli-secret-of-some-length';
const variant = londonVariants();

describe.each(testEngines())('import:polis on $name', (engine) => {
  const server = setupTestServer({ databaseUrl: engine.databaseUrl, cliSecret: SECRET });
  const db = () => server().db;
  const count = async (table: string) =>
    (await db().query<{ n: number }>(`SELECT count(*) AS n FROM ${table}`)).rows[0].n;
  async function owner() {
    const alice = await signIn(server(), 'alice');
    const { rows } = await db().query<{ email: string }>('SELECT email FROM users WHERE uid = $1', [
      alice.user.uid,
    ]);
    return { ...alice, email: rows[0].email };
  }

  it.each(['london.youth.policing', 'bg2050-volunteers'])(
    'imports %s: statements with their moderation, votes in timestamp order, the topic',
    async (name) => {
      const { email } = await owner();
      const folder = join(POLIS_FIXTURES, name);
      const data = readPolisExport(folder);
      const imported = await importPolisFolder(db(), { folder, ownerEmail: email });
      expect(imported.topic).toBe(data.summary.get('topic'));
      const zid = imported.zid;
      const comments = await db().query<{ tid: number; mod: number; txt: string; pid: number }>(
        'SELECT tid, mod, txt, pid FROM comments WHERE zid = $1 ORDER BY tid',
        [zid],
      );
      expect(comments.rows).toEqual(
        [...data.comments]
          .sort((a, b) => a.tid - b.tid)
          .map((c) => ({ tid: c.tid, mod: c.moderated, txt: c.body, pid: c.authorId })),
      );
      // Every vote, in the order they were cast (vote_id), with the stored sign (agree -1).
      const votes = await db().query<{ pid: number; tid: number; vote: number; created: number }>(
        'SELECT pid, tid, vote, created FROM votes WHERE zid = $1 ORDER BY vote_id',
        [zid],
      );
      expect(votes.rows).toEqual(
        data.votes.map((v) => ({ pid: v.pid, tid: v.tid, vote: -v.vote || 0, created: v.created })),
      );
      // Each participant's current votes are the export's participants-votes.csv row.
      const latest = await db().query<{ pid: number; tid: number; vote: number }>(
        'SELECT pid, tid, vote FROM votes_latest_unique WHERE zid = $1',
        [zid],
      );
      const stored = new Map<number, Map<number, number>>();
      for (const row of latest.rows) {
        if (!stored.has(row.pid)) stored.set(row.pid, new Map());
        stored.get(row.pid)!.set(row.tid, -row.vote || 0);
      }
      for (const participant of data.participants) {
        expect(stored.get(participant.pid)).toEqual(
          new Map(participant.votes.map((v) => [v.tid, v.vote])),
        );
      }
    },
  );

  it('imports a folder with only participants-votes.csv, in that file’s row order', async () => {
    const { email } = await owner();
    const folder = variant({ 'comments.csv': null, 'votes.csv': null, 'summary.csv': null });
    const imported = await importPolisFolder(db(), { folder, ownerEmail: email });
    const data = readPolisExport(london);
    // The owner stands in as the author of the statements, which the folder gives no author for.
    expect(imported.participants).toBe(data.participants.length + 1);
    expect(imported.votes).toBe(data.participants.reduce((n, p) => n + p.votes.length, 0));
    const { rows } = await db().query<{ txt: string; mod: number }>(
      'SELECT txt, mod FROM comments WHERE zid = $1 AND tid = 1',
      [imported.zid],
    );
    expect(rows).toEqual([{ txt: 'Udsagn 1 (uden tekst i eksporten)', mod: 0 }]);
    const first = await db().query<{ pid: number }>(
      'SELECT pid FROM votes WHERE zid = $1 ORDER BY vote_id LIMIT 1',
      [imported.zid],
    );
    expect(first.rows[0].pid).toBe(data.participants[0].pid);
  });

  const votesHeader = 'timestamp,datetime,comment-id,voter-id,vote';
  const votesLines = londonFile('votes.csv').trimEnd().split('\n');
  it.each([
    [
      'a bad header',
      {
        'votes.csv': londonFile('votes.csv').replace(
          votesHeader,
          'timestamp,datetime,comment-id,voter,vote',
        ),
      },
      'votes.csv line 1: has no "voter-id" column',
    ],
    [
      'a bad line',
      {
        'votes.csv': [...votesLines.slice(0, 4), '1658933760180,x,1,2,2', ...votesLines.slice(4)]
          .join('\n')
          .concat('\n'),
      },
      'votes.csv line 5: "vote" must be a vote (-1, 0 or 1), not "2"',
    ],
    [
      'a vote on an unknown comment',
      { 'votes.csv': [...votesLines, '1658933760999,x,999,2,1'].join('\n').concat('\n') },
      `votes.csv line ${votesLines.length + 1}: a vote on comment 999, which comments.csv does not have`,
    ],
    [
      'an unknown comment column in participants-votes.csv',
      {
        'votes.csv': null,
        'participants-votes.csv': londonFile('participants-votes.csv').replace(
          'n-disagree,1,',
          'n-disagree,777,',
        ),
      },
      'participants-votes.csv line 2: a vote on comment 777, which comments.csv does not have',
    ],
    [
      'an id past the database’s integers',
      {
        'votes.csv': [
          ...votesLines.slice(0, 4),
          '1658933760180,x,1,2147483648,1',
          ...votesLines.slice(4),
        ]
          .join('\n')
          .concat('\n'),
      },
      'votes.csv line 5: "voter-id" must be between 0 and 2147483647, not "2147483648"',
    ],
    [
      'a time past the year 9999',
      {
        'votes.csv': [
          ...votesLines.slice(0, 4),
          '99999999999999999999,x,1,2,1',
          ...votesLines.slice(4),
        ]
          .join('\n')
          .concat('\n'),
      },
      'votes.csv line 5: "timestamp" must be between 0 and 253402300799999, not "99999999999999999999"',
    ],
    [
      'a NUL in a text',
      {
        'comments.csv': londonFile('comments.csv').replace(
          'Allow them to be at the forefront of the decision making',
          'Allow them\u0000 to be at the forefront of the decision making',
        ),
      },
      'comments.csv line 4: contains a NUL character',
    ],
    [
      'two statements with the same text',
      {
        'comments.csv': londonFile('comments.csv').replace(
          'Allow them to be at the forefront of the decision making',
          'Eliminate bias - wider background check to see the type of people they are hiring',
        ),
      },
      'comments.csv line 4: the same text as comment 35',
    ],
  ])('refuses %s naming file and line, storing nothing', async (_what, files, message) => {
    const { email } = await owner();
    const folder = variant(files);
    const before = await Promise.all(['conversations', 'users', 'votes'].map(count));
    const refusal = importPolisFolder(db(), { folder, ownerEmail: email });
    await expect(refusal).rejects.toThrow(ImportRefused);
    await expect(refusal).rejects.toThrow(`Mappen blev afvist, intet er gemt. ${message}`);
    expect(await Promise.all(['conversations', 'users', 'votes'].map(count))).toEqual(before);
  });

  it('rolls back everything when the database refuses a row half-way', async () => {
    const { user } = await owner();
    const before = await Promise.all(['conversations', 'users', 'participants'].map(count));
    const plan = {
      topic: 'Halvvejs',
      description: '',
      participants: [{ pid: 0, created: 1 }],
      ownerPid: null,
      comments: [{ tid: 0, pid: 0, txt: 'Et udsagn', created: 1, mod: 1, isMeta: false }],
      // Comment 5 does not exist: the votes' foreign key fails after everything else was written.
      votes: voteColumns([{ pid: 0, tid: 5, vote: -1, created: 2 }]),
    };
    await expect(writeImport(db(), user.uid, plan)).rejects.toThrow();
    expect(await Promise.all(['conversations', 'users', 'participants'].map(count))).toEqual(
      before,
    );
  });

  it('refuses an unknown owner and a relative path', async () => {
    await expect(
      importPolisFolder(db(), { folder: london, ownerEmail: 'x@nowhere.dk' }),
    ).rejects.toThrow('Ingen konto har e-mailen x@nowhere.dk');
    await expect(
      importPolisFolder(db(), { folder: 'tests/fixtures', ownerEmail: null }),
    ).rejects.toThrow('fuld sti');
    await expect(importPolisFolder(db(), { folder: london, ownerEmail: null })).rejects.toThrow(
      '--owner',
    );
  });

  it('POST /api/account/cli/import-polis: imports with the secret, 404 without', async () => {
    const { email } = await owner();
    const post = (secret: string | null, body: unknown) =>
      server().request('/api/account/cli/import-polis', {
        method: 'POST',
        headers: secret === null ? {} : { [CLI_SECRET_HEADER]: secret },
        json: body,
      });
    expect((await post(null, { folder: london, owner: email })).status).toBe(404);
    expect((await post('wrong-secret-of-the-same-len-gth', { folder: london })).status).toBe(404);
    expect(await count('conversations')).toBe(0);
    const refused = await post(SECRET, {
      folder: variant({ 'participants-votes.csv': null }),
      owner: email,
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      error: 'polis_err_import_refused',
      message: expect.stringContaining('participants-votes.csv is missing') as unknown,
    });
    const ok = await post(SECRET, { folder: london, owner: email });
    expect(ok.status).toBe(200);
    const answer = (await ok.json()) as { conversation_id: string; votes: number };
    expect(answer.conversation_id).toMatch(/^[a-z0-9]{10}$/);
    expect(answer.votes).toBe(readPolisExport(london).votes.length);
    // The server was told: its next update computes the imported conversation's groups.
    await server().math.flush();
    const { rows } = await db().query<{ participants: number; groups: number }>(
      'SELECT participants, groups FROM math_results WHERE zid = $1',
      [await zidOf(answer.conversation_id)],
    );
    expect(rows[0].participants).toBe(readPolisExport(london).participants.length);
    expect(rows[0].groups).toBeGreaterThan(1);
  });

  async function zidOf(conversationId: string): Promise<number> {
    const { rows } = await db().query<{ zid: number }>(
      'SELECT zid FROM zinvites WHERE zinvite = $1',
      [conversationId],
    );
    return rows[0].zid;
  }
});

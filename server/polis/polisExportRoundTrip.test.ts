// The admin's Polis-format export read back by the same reader that reads Polis's own exports:
// a real conversation imported, its groups computed, its four files downloaded — and the
// statements, votes and groups read from them are what was imported and what the math stored.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readPolisExport } from './readPolisExport';
import { signIn, testEngines } from '../../tests/server/support';
import { setupTestServer } from '../../tests/server/support/vitest';
import { importPolisFolder } from './importPolis';
import { POLIS_COMMENTS_HEADER, POLIS_PARTICIPANT_COLUMNS, POLIS_VOTES_HEADER } from './polisCsv';
import { storedGroups } from './storedGroups';

const london = resolve(import.meta.dirname, '../../tests/fixtures/polis/london.youth.policing');
const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe.each(testEngines())('Polis-format export on $name', (engine) => {
  const server = setupTestServer({ databaseUrl: engine.databaseUrl });
  const db = () => server().db;

  async function imported() {
    const alice = await signIn(server(), 'alice');
    const mallory = await signIn(server(), 'mallory');
    const { rows } = await db().query<{ email: string }>('SELECT email FROM users WHERE uid = $1', [
      alice.user.uid,
    ]);
    const conversation = await importPolisFolder(db(), {
      folder: london,
      ownerEmail: rows[0].email,
    });
    server().math.changed(conversation.zid);
    await server().math.flush();
    return { alice, mallory, conversation, email: rows[0].email };
  }

  async function download(id: string, token: string, file: string): Promise<string> {
    const response = await server().request(`/api/v3/export/polis/${file}?conversation_id=${id}`, {
      token,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Disposition')).toBe(`attachment; filename="${file}"`);
    return new TextDecoder().decode(await response.arrayBuffer());
  }

  it('writes Polis’s headers, and reads back as the same statements, votes and groups', async () => {
    const { alice, conversation } = await imported();
    const dir = mkdtempSync(join(tmpdir(), 'polis-roundtrip-'));
    folders.push(dir);
    const files = ['summary.csv', 'comments.csv', 'votes.csv', 'participants-votes.csv'];
    for (const file of files) {
      writeFileSync(
        join(dir, file),
        await download(conversation.conversation_id, alice.token, file),
      );
    }
    const original = readPolisExport(london);
    const ours = readPolisExport(dir);

    const firstLine = (file: string) =>
      readFileSync(join(dir, file), 'utf8')
        .replace(/^\uFEFF/, '')
        .split('\r\n')[0];
    expect(firstLine('comments.csv')).toBe(POLIS_COMMENTS_HEADER.join(','));
    expect(firstLine('votes.csv')).toBe(POLIS_VOTES_HEADER.join(','));
    expect(
      firstLine('participants-votes.csv').startsWith(POLIS_PARTICIPANT_COLUMNS.join(',')),
    ).toBe(true);

    const comments = (data: typeof ours) =>
      [...data.comments]
        .sort((a, b) => a.tid - b.tid)
        .map(({ tid, moderated, isMeta, created, authorId, body }) => ({
          tid,
          moderated,
          isMeta,
          created,
          authorId,
          body,
        }));
    expect(comments(ours)).toEqual(comments(original));
    const votes = (data: typeof ours) =>
      data.votes.map(({ created, tid, pid, vote }) => ({ created, tid, pid, vote }));
    expect(votes(ours)).toEqual(votes(original));
    // Every voter's row holds their latest votes, as Polis's own file does.
    const rows = (data: typeof ours) =>
      new Map(data.participants.map((p) => [p.pid, new Map(p.votes.map((v) => [v.tid, v.vote]))]));
    expect(rows(ours)).toEqual(rows(original));

    // group-id is the stored math result's group, for exactly the participants it grouped.
    const groups = await storedGroups(db(), conversation.zid);
    expect(groups.groups).toBeGreaterThan(1);
    for (const participant of ours.participants) {
      expect(participant.groupId).toBe(groups.groupOf.get(participant.pid) ?? null);
    }
    expect(ours.participants.filter((p) => p.groupId !== null)).toHaveLength(groups.groupOf.size);

    expect(ours.summary.get('topic')).toBe(original.summary.get('topic'));
    expect(ours.summary.get('voters')).toBe(original.summary.get('voters'));
    expect(ours.summary.get('groups')).toBe(String(groups.groups));
    expect(ours.summary.get('voters-in-conv')).toBe(String(groups.inConv));
    expect(ours.summary.get('url')).toBe(
      `${server().config.publicSiteUrl}${conversation.conversation_id}`,
    );
  });

  it('writes agree as 1 and a formula-looking statement guarded, and imports it back unguarded', async () => {
    const { alice, conversation, email } = await imported();
    await db().query(
      `UPDATE comments SET txt = '=1+1 er ikke en formel' WHERE zid = $1 AND tid = 1`,
      [conversation.zid],
    );
    const text = await download(conversation.conversation_id, alice.token, 'comments.csv');
    expect(text).toContain(",'=1+1 er ikke en formel");
    // Imported back, the statement reads as it was written.
    const dir = mkdtempSync(join(tmpdir(), 'polis-guarded-'));
    folders.push(dir);
    for (const file of ['comments.csv', 'votes.csv', 'participants-votes.csv']) {
      writeFileSync(
        join(dir, file),
        await download(conversation.conversation_id, alice.token, file),
      );
    }
    const again = await importPolisFolder(db(), { folder: dir, ownerEmail: email });
    const back = await db().query<{ txt: string }>(
      'SELECT txt FROM comments WHERE zid = $1 AND tid = 1',
      [again.zid],
    );
    expect(back.rows[0].txt).toBe('=1+1 er ikke en formel');
    const votes = await download(conversation.conversation_id, alice.token, 'votes.csv');
    const { rows } = await db().query<{ vote: number }>(
      'SELECT vote FROM votes WHERE zid = $1 ORDER BY vote_id LIMIT 1',
      [conversation.zid],
    );
    const firstVote = votes.split('\r\n')[1].split(',');
    expect(Number(firstVote[4])).toBe(-rows[0].vote || 0);
    expect(firstVote[1]).toMatch(/^[A-Z][a-z]{2} [A-Z][a-z]{2} \d\d \d\d:\d\d:\d\d UTC \d{4}$/);
  });

  it.each(['summary', 'comments', 'votes', 'participants-votes'])(
    '%s.csv: 403 to another user, 401 without a token',
    async (file) => {
      const { mallory, conversation } = await imported();
      const path = `/api/v3/export/polis/${file}.csv?conversation_id=${conversation.conversation_id}`;
      const denied = await server().request(path, { token: mallory.token });
      expect(denied.status).toBe(403);
      expect(await denied.json()).toMatchObject({ error: 'polis_err_export_permissions' });
      expect((await server().request(path)).status).toBe(401);
    },
  );
});

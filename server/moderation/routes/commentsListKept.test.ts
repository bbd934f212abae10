// The whole moderation list is kept in memory between requests while the conversation's list
// version reads the same (docs/api.md#the-kept-moderation-list): the same status, bytes, ETag and
// encodings as a freshly built answer, and every change of a field it answers — through the API
// or written by another instance straight into the database — is in the next answer.
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Comment } from '../../../contract/types';
import { testEngines } from '../../../tests/server/support';
import { postSeed, zidOf } from '../../../tests/server/support/activity';
import { commentsKit, seedBody } from '../../../tests/server/support/commentsKit';
import { setupTestServer } from '../../../tests/server/support/vitest';
import { weakEtag } from '../../platform/http/etag';

/** The admin's whole list, as Polis's admin asks for it (no mod, no paging). */
const WHOLE_LIST = (id: string) =>
  `/api/v3/comments?moderation=true&include_voting_patterns=false&conversation_id=${id}`;

describe.each(testEngines())('the kept moderation list on $name', (engine) => {
  const server = setupTestServer({ databaseUrl: engine.databaseUrl });
  const db = () => server().db;
  const { setup, post, put } = commentsKit(server);

  /** Enough statements that the answer is compressed (over 1 KB). */
  async function withStatements() {
    const context = await setup();
    for (let i = 0; i < 12; i++) {
      await postSeed(server(), context.alice.token, context.id, `Udsagn nummer ${i} om byen`);
    }
    await post(context.mallory.token, seedBody('Et forslag fra en deltager', context.id));
    return { ...context, zid: await zidOf(db(), context.id) };
  }

  const read = async (token: string, id: string, headers: Record<string, string> = {}) => {
    const response = await server().request(WHOLE_LIST(id), { token, headers });
    return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
  };
  const plain = async (token: string, id: string) => {
    const { bytes } = await read(token, id, { 'Accept-Encoding': 'identity' });
    return JSON.parse(new TextDecoder().decode(bytes)) as Comment[];
  };

  it('answers the same bytes, ETag and encodings as a freshly built list, then 304', async () => {
    const { alice, id } = await withStatements();
    const first = await read(alice.token, id, { 'Accept-Encoding': 'identity' });
    const again = await read(alice.token, id, { 'Accept-Encoding': 'identity' });
    expect(first.response.status).toBe(200);
    expect(again.bytes).toEqual(first.bytes);
    const body = JSON.parse(new TextDecoder().decode(first.bytes)) as Comment[];
    expect(body).toHaveLength(13);
    // As c.json, the compression layer and the ETag layer send a body built in memory.
    expect(first.bytes).toEqual(new TextEncoder().encode(JSON.stringify(body)));
    for (const { response } of [first, again]) {
      expect(response.headers.get('Content-Type')).toBe('application/json');
      expect(response.headers.get('ETag')).toBe(weakEtag(first.bytes));
      expect(response.headers.get('Content-Length')).toBe(String(first.bytes.byteLength));
      expect(response.headers.get('Content-Encoding')).toBeNull();
    }
    // Every other header as the participants' list (built by c.json, over 1 KB too) has it.
    const built = await server().request(`/api/v3/comments?conversation_id=${id}`, {
      token: alice.token,
      headers: { 'Accept-Encoding': 'identity' },
    });
    const others = (response: Response) =>
      [...response.headers].filter(([name]) => !['etag', 'content-length'].includes(name));
    expect(Number(built.headers.get('Content-Length'))).toBeGreaterThan(1024);
    expect(others(first.response)).toEqual(others(built));
    expect(others(again.response)).toEqual(others(built));
    for (let i = 0; i < 2; i++) {
      const zipped = await read(alice.token, id, { 'Accept-Encoding': 'gzip' });
      expect(zipped.response.headers.get('Content-Encoding')).toBe('gzip');
      expect(zipped.response.headers.get('ETag')).toBe(weakEtag(first.bytes));
      expect(zipped.response.headers.get('Content-Length')).toBe(String(zipped.bytes.byteLength));
      expect(new Uint8Array(gunzipSync(zipped.bytes))).toEqual(first.bytes);
    }
    const unchanged = await read(alice.token, id, {
      'If-None-Match': first.response.headers.get('ETag')!,
    });
    expect(unchanged.response.status).toBe(304);
    expect(unchanged.bytes.byteLength).toBe(0);
  });

  it('keeps the moderator check: a stranger is refused, also once the list is kept', async () => {
    const { alice, mallory, id } = await withStatements();
    expect((await read(alice.token, id)).response.status).toBe(200);
    const refused = await read(mallory.token, id);
    expect(refused.response.status).toBe(403);
    expect(new TextDecoder().decode(refused.bytes)).not.toContain('Udsagn');
    expect((await server().request(WHOLE_LIST(id))).status).toBe(401);
  });

  it('has a moderation, a new statement and a meta mark in the next answer', async () => {
    const { alice, id } = await withStatements();
    expect((await plain(alice.token, id)).find((c) => c.tid === 3)?.mod).toBe(1);
    const reject = { conversation_id: id, tid: 3, mod: -1, active: true, is_meta: false };
    expect((await put(alice.token, { ...reject, velocity: 1 })).status).toBe(200);
    expect((await plain(alice.token, id)).find((c) => c.tid === 3)?.mod).toBe(-1);
    await postSeed(server(), alice.token, id, 'Et helt nyt udsagn');
    expect((await plain(alice.token, id)).map((c) => c.txt)).toContain('Et helt nyt udsagn');
    const meta = { conversation_id: id, tid: 4, mod: 1, active: true, is_meta: true, velocity: 1 };
    expect((await put(alice.token, meta)).status).toBe(200);
    expect((await plain(alice.token, id)).find((c) => c.tid === 4)?.is_meta).toBe(true);
  });

  it('has a change another instance wrote straight into the database in the next answer', async () => {
    const { alice, id, zid } = await withStatements();
    await plain(alice.token, id);
    // Every field the list answers, one statement at a time, none of them through this app.
    const changes = [
      ['txt', `'Rettet tekst'`],
      ['velocity', '0.5'],
      ['active', 'false'],
      ['lang', `'da'`],
      ['quote_src_url', `'https://example.dk/kilde'`],
      ['is_seed', 'false'],
    ] as const;
    for (const [column, value] of changes) {
      await db().query(`UPDATE comments SET ${column} = ${value} WHERE zid = $1 AND tid = 5`, [
        zid,
      ]);
      const row = (await plain(alice.token, id)).find((c) => c.tid === 5) as unknown as Record<
        string,
        unknown
      >;
      expect(JSON.stringify(row[column]), column).toBe(
        JSON.stringify(
          (await db().query(`SELECT ${column} FROM comments WHERE zid = $1 AND tid = 5`, [zid]))
            .rows[0][column],
        ),
      );
    }
    await db().query('DELETE FROM votes WHERE zid = $1 AND tid = 6', [zid]);
    await db().query('DELETE FROM comment_vote_tallies WHERE zid = $1 AND tid = 6', [zid]);
    await db().query('DELETE FROM comment_vote_counts WHERE zid = $1 AND tid = 6', [zid]);
    await db().query('DELETE FROM comments WHERE zid = $1 AND tid = 6', [zid]);
    expect((await plain(alice.token, id)).map((c) => c.tid)).not.toContain(6);
  });

  it('answers from memory while the version is unchanged, and only then', async () => {
    const { alice, id, zid } = await withStatements();
    const version = async () =>
      (await db().query('SELECT version FROM comment_list_versions WHERE zid = $1', [zid])).rows;
    await plain(alice.token, id);
    const before = await version();
    // Columns the list does not answer (the background stems index) leave the version alone…
    await db().query('UPDATE comments SET stems_indexed = NOT stems_indexed WHERE zid = $1', [zid]);
    expect(await version()).toEqual(before);
    // …and with the version held still, the kept answer is what is sent: memory, not a rebuild.
    await db().exec('ALTER TABLE comments DISABLE TRIGGER comments_bump_list_on_update');
    try {
      await db().query(`UPDATE comments SET txt = 'Uset ændring' WHERE zid = $1 AND tid = 0`, [
        zid,
      ]);
      expect((await plain(alice.token, id))[0].txt).toBe('Udsagn nummer 0 om byen');
    } finally {
      await db().exec('ALTER TABLE comments ENABLE TRIGGER comments_bump_list_on_update');
    }
    await db().query(`UPDATE comments SET txt = 'Set ændring' WHERE zid = $1 AND tid = 0`, [zid]);
    expect((await plain(alice.token, id))[0].txt).toBe('Set ændring');
  });
});

// Shared steps of the data-protection tests (docs/privacy.md#deleting-a-conversation): a
// conversation with something in every table a conversation can fill, and the check that nothing of
// it remains anywhere.
import type { Db } from '../../../server/platform/db';
import { enqueueJob } from '../../../server/platform/jobs/jobs';
import { postSeed, zidOf } from './activity';
import type { TestServer } from './createTestServer';
import { createConversationVia, signIn } from './fixtures';
import { participationKit } from './participationKit';
import { seedModel } from './topicModFixture';

/**
 * Alice's conversation with seeds, the topic model's statements and topics, two participants who
 * voted (one changed a vote) and wrote a statement, a published report, the opinion groups, a
 * topics job and (as PostgreSQL keeps them) rate-limit rows.
 */
export async function populatedConversation(server: TestServer) {
  const kit = participationKit(() => server);
  const alice = await signIn(server, 'alice');
  const { conversation_id: id } = await createConversationVia(server, alice.token, {
    is_draft: false,
    is_active: true,
    topic: 'Slet mig',
  });
  const zid = await zidOf(server.db, id);
  await postSeed(server, alice.token, id, 'Et frø fra ejeren');
  await seedModel(server.db, id);
  const first = await kit.newParticipant(id, 0, -1);
  await kit.vote(first.token, { conversation_id: id, tid: 1, vote: 1 });
  await kit.vote(first.token, { conversation_id: id, tid: 1, vote: -1 });
  const own = await kit.statement(first.token, { conversation_id: id, txt: 'Mit eget udsagn' });
  const second = await kit.newParticipant(id, 1, 1);
  await kit.vote(second.token, { conversation_id: id, tid: own.body.tid, vote: -1 });
  const report = await server.request('/api/v3/reports', {
    method: 'POST',
    token: alice.token,
    json: { conversation_id: id },
  });
  if (report.status !== 200) throw new Error(`report: ${await report.text()}`);
  await server.math.flush();
  await enqueueJob(server.db, { kind: 'topics', key: id, runAfter: Date.now() + 3_600_000 });
  await server.db.query(
    `INSERT INTO rate_limit_windows (key, window_start, window_end, count)
     VALUES ($1, 0, 9999999999999, 1)`,
    [`vote:${zid}:${first.pid}`],
  );
  const { rows } = await server.db.query<{ uid: number }>(
    // The anonymous participants' users (Alice, who wrote the seeds, keeps her account).
    `SELECT p.uid FROM participants p JOIN users u ON u.uid = p.uid
     WHERE p.zid = $1 AND u.email IS NULL`,
    [zid],
  );
  return { alice, id, zid, first, second, ownTid: own.body.tid, uids: rows.map((r) => r.uid) };
}

interface CatalogueColumn {
  table_name: string;
  column_name: string;
  data_type: string;
}

/**
 * Every place in the schema that still refers to the conversation: any `zid` column equal to it,
 * any text column that mentions its public id (jobs' keys, topic keys…), a `key` column with its
 * zid (rate-limit windows, jobs), and any `uid` column holding one of its participants' users.
 * Found from information_schema, so a table added later is checked without a change here.
 */
export async function leftovers(
  db: Db,
  conversation: { zid: number; id: string; uids: number[] },
): Promise<string[]> {
  const { rows: columns } = await db.query<CatalogueColumn>(
    `SELECT c.table_name, c.column_name, c.data_type FROM information_schema.columns c
     JOIN information_schema.tables t
       ON t.table_schema = c.table_schema AND t.table_name = c.table_name
     WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
     ORDER BY c.table_name, c.ordinal_position`,
  );
  const found: string[] = [];
  const check = async (column: CatalogueColumn, where: string, params: unknown[]) => {
    const { rows } = await db.query<{ n: string | number }>(
      `SELECT count(*) AS n FROM "${column.table_name}" WHERE ${where}`,
      params,
    );
    const n = Number(rows[0].n);
    if (n > 0) found.push(`${column.table_name}.${column.column_name}: ${n}`);
  };
  for (const column of columns) {
    const name = `"${column.column_name}"`;
    if (column.column_name === 'zid') await check(column, `${name} = $1`, [conversation.zid]);
    if (
      ['uid', 'owner'].includes(column.column_name) &&
      column.data_type === 'integer' &&
      conversation.uids.length > 0
    ) {
      await check(column, `${name} = ANY($1::int[])`, [conversation.uids]);
    }
    if (['text', 'character varying', 'jsonb'].includes(column.data_type)) {
      await check(column, `${name}::text LIKE $1`, [`%${conversation.id}%`]);
    }
    if (column.column_name === 'key') {
      // Rate-limit windows ('vote:<zid>:<pid>') and jobs keyed by the zid.
      await check(column, `${name} LIKE $1 OR ${name} = $2`, [
        `%:${conversation.zid}:%`,
        String(conversation.zid),
      ]);
    }
  }
  return found;
}

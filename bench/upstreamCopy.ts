// `node --import tsx bench/upstreamCopy.ts`: the side-by-side's data in upstream Polis's database
// (docs/upstream.md#speed-beside-upstream). The 1,000-statement conversation of bench:moderation
// (writeModerationScaleData, seeded: the same statements, states and votes as ours) is written
// into a throw-away schema of ours on DATABASE_URL, then copied row by row into the conversation
// UPSTREAM_ZID of upstream's database UPSTREAM_DATABASE_URL (its pid_auto and tid_auto triggers
// number the rows in the same order), and the schema is dropped. Env: DATABASE_URL,
// UPSTREAM_DATABASE_URL, UPSTREAM_ZID, UPSTREAM_OWNER_UID (the conversation's owner: pid 0).
import pg from 'pg';
import { openDatabase } from '../server/platform/db';
import { ensureOwner } from '../server/demo/writeDemo';
import { writeModerationScaleData } from './moderationScaleData';

const need = (name: string) => {
  const value = process.env[name]?.trim();
  if (!value) throw new Error(`${name} is not set`);
  return value;
};
const databaseUrl = need('DATABASE_URL');
const upstreamZid = Number(need('UPSTREAM_ZID'));
const ownerUid = Number(need('UPSTREAM_OWNER_UID'));
const schema = `bench_upstream_${process.pid}`;

const ours = await openDatabase({ dataDir: null, databaseUrl, schema });
let rows: {
  participants: { pid: number; created: number }[];
  comments: Record<string, unknown>[];
  votes: { pid: number; tid: number; vote: number; created: number }[];
};
try {
  const owner = await ensureOwner(ours, { email: 'bench@raadslag.invalid', hname: 'Bench' });
  const id = await writeModerationScaleData(ours, owner, Date.now(), { statements: 1000 });
  const { rows: zids } = await ours.query<{ zid: number }>(
    'SELECT zid FROM zinvites WHERE zinvite = $1',
    [id],
  );
  const zid = zids[0].zid;
  rows = {
    participants: (
      await ours.query<{ pid: number; created: number }>(
        'SELECT pid, created FROM participants WHERE zid = $1 ORDER BY pid',
        [zid],
      )
    ).rows,
    comments: (
      await ours.query(
        `SELECT tid, pid, txt, created, mod, active, is_meta, is_seed, velocity, lang,
                quote_src_url FROM comments WHERE zid = $1 ORDER BY tid`,
        [zid],
      )
    ).rows,
    votes: (
      await ours.query<{ pid: number; tid: number; vote: number; created: number }>(
        'SELECT pid, tid, vote, created FROM votes WHERE zid = $1 ORDER BY created, pid, tid',
        [zid],
      )
    ).rows,
  };
} finally {
  await ours.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await ours.close();
}

const upstream = new pg.Client({ connectionString: need('UPSTREAM_DATABASE_URL') });
await upstream.connect();
try {
  const uids = [ownerUid];
  for (let i = 1; i < rows.participants.length; i++) {
    const { rows: made } = await upstream.query<{ uid: number }>(
      'INSERT INTO users (hname) VALUES (NULL) RETURNING uid',
    );
    uids.push(made[0].uid);
  }
  for (const [i, p] of rows.participants.entries()) {
    const { rows: made } = await upstream.query<{ pid: number }>(
      'INSERT INTO participants (zid, uid, created) VALUES ($1, $2, $3) RETURNING pid',
      [upstreamZid, uids[i], p.created],
    );
    if (made[0].pid !== p.pid) throw new Error(`pid ${made[0].pid} for ${p.pid}`);
  }
  for (const c of rows.comments) {
    const { rows: made } = await upstream.query<{ tid: number }>(
      `INSERT INTO comments (zid, pid, uid, txt, created, modified, mod, active, is_meta, is_seed,
                             velocity, lang, quote_src_url)
       VALUES ($1, $2, $3, $4, $5, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING tid`,
      [
        upstreamZid,
        c.pid,
        uids[c.pid as number],
        c.txt,
        c.created,
        c.mod,
        c.active,
        c.is_meta,
        c.is_seed,
        c.velocity,
        c.lang,
        c.quote_src_url,
      ],
    );
    if (made[0].tid !== c.tid) throw new Error(`tid ${made[0].tid} for ${String(c.tid)}`);
  }
  await upstream.query(
    `INSERT INTO votes (zid, pid, tid, vote, created)
     SELECT $1, pid, tid, vote, created
     FROM unnest($2::integer[], $3::integer[], $4::smallint[], $5::bigint[])
       AS v(pid, tid, vote, created)`,
    [
      upstreamZid,
      rows.votes.map((v) => v.pid),
      rows.votes.map((v) => v.tid),
      rows.votes.map((v) => v.vote),
      rows.votes.map((v) => v.created),
    ],
  );
  await upstream.query('ANALYZE');
  console.log(
    `copied ${rows.participants.length} participants, ${rows.comments.length} statements, ` +
      `${rows.votes.length} votes into upstream zid ${upstreamZid}`,
  );
} finally {
  await upstream.end();
}

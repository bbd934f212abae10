// SQL that writes a planned demo conversation in a handful of bulk statements (arrays unnested in
// the database), so 6 000 votes take a moment, not 6 000 round trips. Explicit pids and tids skip
// the numbering triggers; the votes trigger still keeps votes_latest_unique.
import type { Db } from '../platform/db';
import { createConversation } from '../conversations/repo/conversations';
import { createReport } from '../reports/repo/reports';
import { DEMO_DESCRIPTION, DEMO_TOPIC } from './content';
import { freezeDemoReports } from './demoReports';
import type { DemoPlan } from './plan';
import { withBulkVoteCounts } from '../participation/repo/voteCounts';

export interface DemoOwner {
  email: string;
  hname: string;
}

/** The user with this e-mail, created if missing (the e-mail is stored lower-cased). */
export async function ensureOwner(db: Db, owner: DemoOwner): Promise<number> {
  const { rows } = await db.query<{ uid: number }>(
    `INSERT INTO users (email, hname) VALUES (lower($1), $2)
     ON CONFLICT (email) DO UPDATE SET email = EXCLUDED.email RETURNING uid`,
    [owner.email, owner.hname],
  );
  return rows[0].uid;
}

/** Writes the plan as a conversation of `ownerUid`; returns its zid and public id. */
export async function writeDemo(
  db: Db,
  ownerUid: number,
  plan: DemoPlan,
): Promise<{ zid: number; conversation_id: string }> {
  const created = await createConversation(db, ownerUid, {
    topic: DEMO_TOPIC,
    description: DEMO_DESCRIPTION,
    is_active: true,
    is_draft: false,
    vis_type: 1,
    strict_moderation: true,
  });
  const { zid } = created;
  await db.query('UPDATE conversations SET created = $2, modified = $2 WHERE zid = $1', [
    zid,
    plan.conversationCreated,
  ]);

  // Anonymous users behind the participants (no e-mail, no name), one per participant after the
  // owner; uids are drawn in row order, so sorting them pairs them with pids 1, 2, 3…
  const anonymous = plan.participants.slice(1);
  const { rows: users } = await db.query<{ uid: number }>(
    `INSERT INTO users (created) SELECT unnest($1::bigint[]) RETURNING uid`,
    [anonymous.map((p) => p.created)],
  );
  const uids = [ownerUid, ...users.map((u) => u.uid).sort((a, b) => a - b)];
  await db.query(
    `INSERT INTO participants (zid, pid, uid, created)
     SELECT $1, pid, uid, created FROM unnest($2::integer[], $3::integer[], $4::bigint[])
       AS p(pid, uid, created)`,
    [zid, plan.participants.map((p) => p.pid), uids, plan.participants.map((p) => p.created)],
  );

  const c = plan.comments;
  await db.query(
    `INSERT INTO comments (zid, tid, pid, uid, txt, created, modified, mod, active, is_meta,
                           is_seed, lang, flag_reasons)
     SELECT $1, t.tid, t.pid, p.uid, t.txt, t.created, t.modified, t.mod, t.active, t.is_meta,
            t.is_seed, 'da', CASE WHEN t.flags IS NULL THEN NULL ELSE string_to_array(t.flags, ',') END
     FROM unnest($2::integer[], $3::integer[], $4::text[], $5::bigint[], $6::bigint[],
                 $7::integer[], $8::boolean[], $9::boolean[], $10::boolean[], $11::text[])
       AS t(tid, pid, txt, created, modified, mod, active, is_meta, is_seed, flags)
     JOIN participants p ON p.zid = $1 AND p.pid = t.pid`,
    [
      zid,
      c.map((x) => x.tid),
      c.map((x) => x.pid),
      c.map((x) => x.txt),
      c.map((x) => x.created),
      c.map((x) => x.modified),
      c.map((x) => x.mod),
      c.map((x) => x.active),
      c.map((x) => x.is_meta),
      c.map((x) => x.is_seed),
      c.map((x) => (x.flag_reasons === null ? null : x.flag_reasons.join(','))),
    ],
  );

  const v = plan.votes;
  // Thousands of votes in one statement: counted once at the end, not once per vote.
  await withBulkVoteCounts(db, zid, () =>
    db.query(
      `INSERT INTO votes (zid, pid, tid, vote, created)
       SELECT $1, pid, tid, vote, created
       FROM unnest($2::integer[], $3::integer[], $4::smallint[], $5::bigint[])
         AS v(pid, tid, vote, created)`,
      [
        zid,
        v.map((x) => x.pid),
        v.map((x) => x.tid),
        v.map((x) => x.vote),
        v.map((x) => x.created),
      ],
    ),
  );

  const reportIds: string[] = [];
  for (const time of plan.reportTimes) reportIds.push(await createReport(db, zid, undefined, time));
  // Each version frozen with its own moment's figures, not those of the day it is first read.
  await freezeDemoReports(
    db,
    {
      zid,
      conversation_id: created.conversation_id,
      topic: DEMO_TOPIC,
      description: DEMO_DESCRIPTION,
    },
    plan,
    reportIds,
  );
  return created;
}

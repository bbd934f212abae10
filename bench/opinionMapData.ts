// The opinion map's bench data (docs/architecture.md#budgets): a conversation with the map on
// (vis_type 1) of 6,000 participants and 2,000 statements, its groups computed by the real engine
// and stored as the math worker stores them, and a report of it frozen the way POST /reports
// freezes one. The votes themselves are not written (the map and the report read the stored result,
// not the votes), so the data step stays a few seconds; the math scheduler finds nothing to
// recompute (no votes, and the inputs read "after" every statement).
import { gzipSync } from 'node:zlib';
import type { Pca2Extension } from '../contract/types';
import type { Db } from '../server/platform/db';
import { syntheticConversation } from '../tools/math/bench/syntheticConversation';
import { noGroupsReason } from '../server/math/engine/groupsReason';
import { buildPca2Response } from '../server/math/engine/pca2Response';
import { updateMath } from '../server/math/engine/updateMath';
import { createConversation } from '../server/conversations/repo/conversations';
import { createReport, findReport } from '../server/reports/repo/reports';
import { freezeReport } from '../server/reports/reportSnapshot';

export const MAP_SIZES = { participants: 6_000, statements: 2_000, moderatedOut: 200 } as const;

export interface OpinionMapData {
  /** The participation page with the map. */
  mapConversation: string;
  /** Its frozen report. */
  mapReport: string;
}

const WORDS = [
  'Byen skal have flere grønne tage og plantekasser på pladserne',
  'Busserne bør køre oftere om aftenen og i weekenderne',
  'Biler skal betale mere for at parkere i midtbyen',
  'Kulturhuset skal have længere åbningstider for de unge',
];

export async function writeOpinionMapData(
  db: Db,
  ownerUid: number,
  now: number,
  log: (line: string) => void,
): Promise<OpinionMapData> {
  const { input } = syntheticConversation({ ...MAP_SIZES, meanVotes: 97, seed: 15 });
  const started = performance.now();
  const { result } = updateMath(input, null, { stability: false });
  const mapMs = Math.round(performance.now() - started);
  const moderatedOut = new Set(input.statements.filter((s) => s.mod === -1).map((s) => s.tid));

  const { zid, conversation_id } = await createConversation(db, ownerUid, {
    topic: 'Bench: meningskort med 6.000 deltagere og 2.000 udsagn',
    description: 'Syntetiske data til npm run bench.',
    is_active: true,
    vis_type: 1,
  });
  await db.query(`INSERT INTO participants (zid, pid, uid, created) VALUES ($1, 0, $2, $3)`, [
    zid,
    ownerUid,
    now,
  ]);
  const tids = input.statements.map((s) => s.tid);
  await db.query(
    `INSERT INTO comments (zid, tid, pid, uid, txt, created, modified, mod, is_seed, lang)
     SELECT $1, t.tid, 0, $2, t.txt, $3, $3, t.mod, true, 'da'
     FROM unnest($4::integer[], $5::text[], $6::integer[]) AS t(tid, txt, mod)`,
    [
      zid,
      ownerUid,
      now - 60_000,
      tids,
      tids.map((tid) => `${tid + 1}. ${WORDS[tid % WORDS.length]}.`),
      input.statements.map((s) => s.mod),
    ],
  );
  const extension: Pca2Extension = {
    computed_at: now,
    vote_count: input.votes.pid.length,
    groups_reason: noGroupsReason(result, moderatedOut),
    importance: { all: {}, groups: {} },
  };
  const body = { ...buildPca2Response(result, 1), raadslag: extension };
  const gzip = gzipSync(JSON.stringify(body), { level: 6 });
  await db.query(
    `INSERT INTO math_results (zid, math_tick, pca2_gzip, vote_count, last_vote_id,
       inputs_read_at, participants, in_conv, groups, computed_at, map_ms, stability_ms)
     VALUES ($1, 1, $2, $3, 0, $4, $5, $6, $7, $8, $9, 0)`,
    [
      zid,
      new Uint8Array(gzip.buffer, gzip.byteOffset, gzip.byteLength),
      extension.vote_count,
      now + 86_400_000,
      result.participants.pids.length,
      result.inConv.length,
      result.groupClusters.length,
      now,
      mapMs,
    ],
  );
  const reportId = await createReport(db, zid);
  await freezeReport(db, (await findReport(db, reportId))!, now);
  log(
    `opinion map: ${MAP_SIZES.participants} participants, ${tids.length} statements, ` +
      `${extension.vote_count} votes, ${result.groupClusters.length} groups ` +
      `(computed in ${mapMs} ms, pca2 ${Math.round(gzip.length / 1024)} kB gzip)`,
  );
  return { mapConversation: conversation_id, mapReport: reportId };
}

// Synthetic data for the benchmark, written straight into the database (PGlite or PostgreSQL)
// before the server starts, in a handful of bulk statements (arrays unnested in the database):
//
// - the bench owner (BENCH_EMAIL) with 5,000 conversations in all;
// - "moderation": 5,000 accepted, 1,000 pending and 200 rejected statements;
// - "big": 10,000 statements, 1,000 participants casting 100,000 votes over 30 days, a topic tree
//   of 500 topics on layer 0 (plus 50 on layer 1 and 10 on layer 2) and a map position for every
//   statement (the proximity map of layer 0 draws 10,000 points).
//
// - "moderation at scale" (moderationScaleData.ts): 20,000 statements in all states, 40,000 votes.
//
// - "map" (opinionMapData.ts): 6,000 participants and 2,000 statements with their opinion groups
//   computed, the map on, and a frozen report.
//
// Everything is deterministic (seeded PRNG), so runs compare.
import type { Db } from '../server/platform/db';
import { createRandom } from '../server/demo/random';
import { ensureOwner } from '../server/demo/writeDemo';
import { createConversation } from '../server/conversations/repo/conversations';
import { writeModerationScaleData } from './moderationScaleData';
import { writeOpinionMapData, type OpinionMapData } from './opinionMapData';

export const BENCH_EMAIL = 'bench@raadslag.dk';
export const SIZES = {
  conversations: 5_000,
  accepted: 5_000,
  pending: 1_000,
  rejected: 200,
  bigComments: 10_000,
  bigParticipants: 1_000,
  votesPerParticipant: 100,
  topicsLayer0: 500,
  topicsLayer1: 50,
  topicsLayer2: 10,
} as const;

export interface BenchData extends OpinionMapData {
  ownerUid: number;
  /** 5,000 accepted, 1,000 pending, 200 rejected. */
  moderation: string;
  /** 10,000 statements, 100,000 votes, 560 topics, 10,000 positions. */
  big: string;
  /** tids of the big conversation's pending statements (for PUT /comments). */
  bigPendingTids: number[];
  /** 20,000 statements in all states, 40,000 votes (bench/moderationScaleData.ts). */
  moderationScale: string;
}

const DAY = 24 * 60 * 60 * 1000;

const SUBJECTS = [
  'Cykelstierne',
  'Busserne',
  'Torvet',
  'Biblioteket',
  'Havnefronten',
  'Legepladserne',
  'Parkeringen',
  'Skolevejen',
  'Byrådet',
  'Kulturhuset',
  'Grønne områder',
  'Letbanen',
];
const VERBS = [
  'skal prioriteres højere',
  'bør have længere åbningstider',
  'trænger til renovering',
  'skal være gratis om søndagen',
  'bør planlægges sammen med borgerne',
  'skal gøres mere tilgængelige',
  'fungerer godt som de er',
  'koster for meget i forhold til brugen',
];
const REASONS = [
  'fordi flere familier flytter til midtbyen',
  'så ældre kan komme rundt uden bil',
  'da trafikken stiger hvert år',
  'for at butikkerne kan overleve',
  'så unge har et sted at mødes om aftenen',
  'fordi klimaet kræver det',
  '',
];
const TOPIC_WORDS = [
  'trafik',
  'cykler',
  'busser',
  'parkering',
  'butikker',
  'kultur',
  'natur',
  'skoler',
  'boliger',
  'støj',
  'sikkerhed',
  'havn',
  'torv',
  'træer',
  'lys',
  'økonomi',
];

function statement(i: number, random: () => number): string {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const reason = pick(REASONS);
  return `${i + 1}. ${pick(SUBJECTS)} ${pick(VERBS)}${reason ? `, ${reason}` : ''}.`;
}

/** A valid public conversation id (10 × [a-z0-9]) from a number, unique per number. */
function benchConversationId(n: number): string {
  return `b${n.toString(36).padStart(9, '0')}`;
}

/** Runs `insert` on slices of `count` rows so no single statement carries huge arrays. */
async function inChunks(
  count: number,
  size: number,
  insert: (from: number, to: number) => Promise<unknown>,
): Promise<void> {
  for (let from = 0; from < count; from += size) await insert(from, Math.min(count, from + size));
}

async function anonymousParticipants(
  db: Db,
  zid: number,
  ownerUid: number,
  count: number,
  start: number,
): Promise<void> {
  const created = Array.from({ length: count }, (_, i) => start + i * 60_000);
  const { rows } = await db.query<{ uid: number }>(
    `INSERT INTO users (created) SELECT unnest($1::bigint[]) RETURNING uid`,
    [created.slice(1)],
  );
  const uids = [ownerUid, ...rows.map((r) => r.uid).sort((a, b) => a - b)];
  await db.query(
    `INSERT INTO participants (zid, pid, uid, created)
     SELECT $1, pid, uid, created
     FROM unnest($2::integer[], $3::integer[], $4::bigint[]) AS p(pid, uid, created)`,
    [zid, uids.map((_, i) => i), uids, created],
  );
}

async function insertComments(
  db: Db,
  zid: number,
  comments: { tid: number; pid: number; txt: string; created: number; mod: number }[],
): Promise<void> {
  await inChunks(comments.length, 5_000, (from, to) => {
    const c = comments.slice(from, to);
    return db.query(
      `INSERT INTO comments (zid, tid, pid, uid, txt, created, modified, mod, is_seed, lang)
       SELECT $1, t.tid, t.pid, p.uid, t.txt, t.created, t.created, t.mod, t.pid = 0, 'da'
       FROM unnest($2::integer[], $3::integer[], $4::text[], $5::bigint[], $6::integer[])
         AS t(tid, pid, txt, created, mod)
       JOIN participants p ON p.zid = $1 AND p.pid = t.pid`,
      [
        zid,
        c.map((x) => x.tid),
        c.map((x) => x.pid),
        c.map((x) => x.txt),
        c.map((x) => x.created),
        c.map((x) => x.mod),
      ],
    );
  });
}

export async function writeBenchData(
  db: Db,
  now = Date.now(),
  log: (line: string) => void = () => {},
): Promise<BenchData> {
  // The demo's seeded generator: the same synthetic data on every run.
  const random = createRandom(20_240_601).next;
  const start = now - 30 * DAY;
  const ownerUid = await ensureOwner(db, { email: BENCH_EMAIL, hname: 'Bench Ejer' });

  // The filler conversations: the list shows these and the two below, 5,000 in all.
  const filler = SIZES.conversations - 2;
  await db.query(
    `WITH made AS (
       INSERT INTO conversations (owner, topic, description, created, modified)
       SELECT $1, t.topic, '', t.created, t.created
       FROM unnest($2::text[], $3::bigint[]) AS t(topic, created)
       RETURNING zid, created)
     INSERT INTO zinvites (zid, zinvite)
     SELECT zid, ids.id FROM (SELECT zid, row_number() OVER (ORDER BY zid) AS n FROM made) m
     JOIN unnest($4::text[]) WITH ORDINALITY AS ids(id, n) USING (n)`,
    [
      ownerUid,
      Array.from({ length: filler }, (_, i) => `Bench-samtale ${i + 1}: ${statement(i, random)}`),
      Array.from({ length: filler }, (_, i) => start + i * 1_000),
      Array.from({ length: filler }, (_, i) => benchConversationId(i)),
    ],
  );
  log(`${filler} conversations`);

  // "moderation": the three lists.
  const moderation = await createConversation(db, ownerUid, {
    topic: 'Bench: moderation af 6.200 udsagn',
    description: 'Syntetiske data til npm run bench.',
    is_active: true,
  });
  await anonymousParticipants(db, moderation.zid, ownerUid, 200, start);
  const modComments = [];
  const total = SIZES.accepted + SIZES.pending + SIZES.rejected;
  for (let tid = 0; tid < total; tid++) {
    modComments.push({
      tid,
      pid: tid % 200,
      txt: statement(tid, random),
      created: start + tid * 60_000,
      // Interleaved, as arrival order would have it.
      mod: tid % 31 === 30 ? -1 : tid % 31 >= 25 ? 0 : 1,
    });
  }
  // Exact sizes: fix the mix up so the lists hold 5,000 / 1,000 / 200.
  const want = { 1: SIZES.accepted, 0: SIZES.pending, [-1]: SIZES.rejected } as Record<
    number,
    number
  >;
  const have: Record<number, number> = { 1: 0, 0: 0, [-1]: 0 };
  for (const c of modComments) {
    if (have[c.mod] >= want[c.mod]) {
      c.mod = [1, 0, -1].find((m) => have[m] < want[m])!;
    }
    have[c.mod] += 1;
  }
  await insertComments(db, moderation.zid, modComments);
  log(`moderation conversation: ${have[1]} accepted, ${have[0]} pending, ${have[-1]} rejected`);

  // "big": statements, votes, topics, positions.
  const big = await createConversation(db, ownerUid, {
    topic: 'Bench: 10.000 udsagn og 100.000 stemmer',
    description: 'Syntetiske data til npm run bench.',
    is_active: true,
    vis_type: 1,
  });
  const P = SIZES.bigParticipants;
  await anonymousParticipants(db, big.zid, ownerUid, P, start);
  const N = SIZES.bigComments;
  const bigComments = [];
  const bigPendingTids: number[] = [];
  for (let tid = 0; tid < N; tid++) {
    const mod = tid % 10 === 9 ? 0 : tid % 10 === 8 ? -1 : 1;
    if (mod === 0) bigPendingTids.push(tid);
    bigComments.push({
      tid,
      pid: tid % P,
      txt: statement(tid, random),
      created: start + Math.floor((tid / N) * 29 * DAY),
      mod,
    });
  }
  await insertComments(db, big.zid, bigComments);

  // Participant p votes on 100 different statements: (37p + 101k) mod N, k = 0…99.
  const V = SIZES.votesPerParticipant;
  const votes = {
    pid: [] as number[],
    tid: [] as number[],
    vote: [] as number[],
    at: [] as number[],
  };
  for (let pid = 0; pid < P; pid++) {
    let at = start + Math.floor(random() * 28 * DAY);
    for (let k = 0; k < V; k++) {
      votes.pid.push(pid);
      votes.tid.push((37 * pid + 101 * k) % N);
      votes.vote.push(Math.floor(random() * 3) - 1);
      at += 1_000 + Math.floor(random() * 120_000);
      votes.at.push(at);
    }
  }
  await inChunks(votes.pid.length, 20_000, (from, to) =>
    db.query(
      `INSERT INTO votes (zid, pid, tid, vote, created)
       SELECT $1, pid, tid, vote, created
       FROM unnest($2::integer[], $3::integer[], $4::smallint[], $5::bigint[])
         AS v(pid, tid, vote, created)`,
      [
        big.zid,
        votes.pid.slice(from, to),
        votes.tid.slice(from, to),
        votes.vote.slice(from, to),
        votes.at.slice(from, to),
      ],
    ),
  );
  log(`big conversation: ${N} statements, ${votes.pid.length} votes`);

  // Topics: layer 0 has 500 clusters (statement tid → tid mod 500), layer 1 groups them by 50,
  // layer 2 by 10, so the layers nest as the pipeline's do.
  const layers = [
    { layer: 0, count: SIZES.topicsLayer0 },
    { layer: 1, count: SIZES.topicsLayer1 },
    { layer: 2, count: SIZES.topicsLayer2 },
  ];
  const topicRows = { layer: [] as number[], cluster: [] as number[], name: [] as string[] };
  for (const { layer, count } of layers) {
    for (let cluster = 0; cluster < count; cluster++) {
      const words = [0, 1, 2].map(
        (j) => TOPIC_WORDS[(cluster * 7 + layer * 3 + j * 5) % TOPIC_WORDS.length],
      );
      topicRows.layer.push(layer);
      topicRows.cluster.push(cluster);
      topicRows.name.push(`${words[0]}, ${words[1]} og ${words[2]} (${layer}-${cluster})`);
    }
  }
  await db.query(
    `INSERT INTO topics (zid, layer_id, cluster_id, topic_key, topic_name, model_name, created_at)
     SELECT $1, layer, cluster, $2::text || '#' || layer || '#' || cluster, name, 'bench-synthetic v1', $3
     FROM unnest($4::integer[], $5::integer[], $6::text[]) AS t(layer, cluster, name)`,
    [big.zid, big.conversation_id, now, topicRows.layer, topicRows.cluster, topicRows.name],
  );
  const clusterOf = (tid: number, layer: number) => {
    const c0 = tid % SIZES.topicsLayer0;
    return layer === 0 ? c0 : layer === 1 ? c0 % SIZES.topicsLayer1 : c0 % SIZES.topicsLayer2;
  };
  for (const { layer } of layers) {
    await inChunks(N, 10_000, (from, to) => {
      const tids = Array.from({ length: to - from }, (_, i) => from + i);
      return db.query(
        `INSERT INTO topic_comment_assignments (zid, layer_id, cluster_id, tid, weight)
         SELECT $1, $2, cluster, tid, weight
         FROM unnest($3::integer[], $4::integer[], $5::float8[]) AS a(tid, cluster, weight)`,
        [
          big.zid,
          layer,
          tids,
          tids.map((tid) => clusterOf(tid, layer)),
          tids.map(() => 0.5 + random() / 2),
        ],
      );
    });
  }
  // Positions: each layer-0 cluster around a centre, statements scattered around it.
  const centres = Array.from({ length: SIZES.topicsLayer0 }, () => [
    random() * 20 - 10,
    random() * 20 - 10,
  ]);
  const gauss = () => (random() + random() + random() - 1.5) * 0.6;
  await db.query(
    `INSERT INTO comment_positions (zid, tid, umap_x, umap_y)
     SELECT $1, tid, x, y FROM unnest($2::integer[], $3::float8[], $4::float8[]) AS p(tid, x, y)`,
    [
      big.zid,
      Array.from({ length: N }, (_, tid) => tid),
      Array.from({ length: N }, (_, tid) => centres[clusterOf(tid, 0)][0] + gauss()),
      Array.from({ length: N }, (_, tid) => centres[clusterOf(tid, 0)][1] + gauss()),
    ],
  );
  log(`big conversation: ${topicRows.layer.length} topics, ${N} positions`);

  const moderationScale = await writeModerationScaleData(db, ownerUid, now);
  log('moderation at scale: 20,000 statements, 40,000 votes');

  // The opinion map of 6,000 participants and 2,000 statements, and its frozen report.
  const map = await writeOpinionMapData(db, ownerUid, now, log);

  return {
    ...map,
    ownerUid,
    moderation: moderation.conversation_id,
    big: big.conversation_id,
    bigPendingTids,
    moderationScale,
  };
}

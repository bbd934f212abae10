// SQL for reading topics, their comments and the comment map (GET /topicMod/…). Rows come back in
// the contract's field names; the route only groups and labels them. Positions that are not finite
// numbers (NaN/Infinity can be stored in DOUBLE PRECISION) are filtered here, so no reader can emit
// them.
import type { Db } from '../../platform/db';
import type { TopicStatus } from '../rules/topicModeration';
import { topicTitle } from '../topicTitle';

export interface TopicRow {
  topic_key: string;
  /** The name readers see: the most typical statement, shortened (topics/topicTitle.ts). */
  topic_name: string;
  /** The pipeline's keyword name, as stored. */
  keywords: string;
  /**
   * The three statements nearest the topic's centre (highest weight); rejected ones and those the
   * automatic moderator hid are left out.
   */
  typical: { tid: number; txt: string }[];
  model_name: string;
  created_at: number;
  layer_id: number;
  cluster_id: number;
  status: TopicStatus;
  moderator: string | null;
  moderated_at: number | null;
  comment_count: number;
}

const SELECT_TOPIC = `
  SELECT t.topic_key, t.topic_name AS keywords, t.model_name, t.created_at, t.layer_id,
         t.cluster_id, t.status, t.moderator, t.moderated_at,
         (SELECT count(*) FROM topic_comment_assignments a
          WHERE a.zid = t.zid AND a.layer_id = t.layer_id AND a.cluster_id = t.cluster_id)
           AS comment_count,
         (SELECT coalesce(json_agg(json_build_object('tid', x.tid, 'txt', x.txt)), '[]'::json)
          FROM (SELECT c.tid, c.txt FROM topic_comment_assignments a
                JOIN comments c ON c.zid = a.zid AND c.tid = a.tid
                WHERE a.zid = t.zid AND a.layer_id = t.layer_id AND a.cluster_id = t.cluster_id
                  AND c.mod >= 0 AND c.active
                ORDER BY a.weight DESC, c.tid LIMIT 3) x) AS typical
  FROM topics t`;

type StoredTopicRow = Omit<TopicRow, 'topic_name' | 'typical'> & { typical: unknown };

/** The row as readers see it: named by its most typical statement, the keywords beside. */
function named(row: StoredTopicRow): TopicRow {
  const typical = (typeof row.typical === 'string' ? JSON.parse(row.typical) : row.typical) as {
    tid: number;
    txt: string;
  }[];
  const title = typical.length > 0 ? topicTitle(typical[0].txt) : null;
  return { ...row, typical, topic_name: title ?? row.keywords };
}

/** Ordered by layer, then cluster. */
export async function listTopics(db: Db, zid: number): Promise<TopicRow[]> {
  const { rows } = await db.query<StoredTopicRow>(
    `${SELECT_TOPIC} WHERE t.zid = $1 ORDER BY t.layer_id, t.cluster_id`,
    [zid],
  );
  return rows.map(named);
}

export async function findTopic(db: Db, zid: number, topicKey: string): Promise<TopicRow | null> {
  const { rows } = await db.query<StoredTopicRow>(
    `${SELECT_TOPIC} WHERE t.zid = $1 AND t.topic_key = $2`,
    [zid, topicKey],
  );
  return rows[0] ? named(rows[0]) : null;
}

interface TopicStatsRow {
  total_topics: number;
  pending: number;
  accepted: number;
  rejected: number;
  meta: number;
}

/** Topic counts by status, over every layer or (layer given) one layer. */
export async function topicStats(
  db: Db,
  zid: number,
  layer: number | null,
): Promise<TopicStatsRow> {
  const { rows } = await db.query<TopicStatsRow>(
    `SELECT count(*) AS total_topics,
            count(*) FILTER (WHERE status = 'pending') AS pending,
            count(*) FILTER (WHERE status = 'accepted') AS accepted,
            count(*) FILTER (WHERE status = 'rejected') AS rejected,
            count(*) FILTER (WHERE status = 'meta') AS meta
     FROM topics WHERE zid = $1 AND ($2::integer IS NULL OR layer_id = $2::integer)`,
    [zid, layer],
  );
  return rows[0];
}

/** A comment as the topic screens see it; position null when the map has none for it. */
export interface TopicCommentRow {
  tid: number;
  txt: string;
  layer_id: number;
  cluster_id: number;
  weight: number;
  umap_x: number | null;
  umap_y: number | null;
  mod: number;
  is_meta: boolean;
  /** Current votes (agree, disagree and pass): the removal check names voted statements. */
  votes: number;
}

// 'NaN' and ±'Infinity' are the only non-finite float8 values; comparing against them is exact.
const FINITE = (column: string) =>
  `(${column} <> 'NaN'::float8 AND ${column} <> 'Infinity'::float8 AND ${column} <> '-Infinity'::float8)`;

const SELECT_TOPIC_COMMENT = `
  SELECT c.tid, c.txt, a.layer_id, a.cluster_id, a.weight, c.mod, c.is_meta,
         COALESCE(v.agree + v.disagree + v.pass, 0)::integer AS votes,
         CASE WHEN ${FINITE('p.umap_x')} AND ${FINITE('p.umap_y')} THEN p.umap_x END AS umap_x,
         CASE WHEN ${FINITE('p.umap_x')} AND ${FINITE('p.umap_y')} THEN p.umap_y END AS umap_y
  FROM topic_comment_assignments a
  JOIN comments c ON c.zid = a.zid AND c.tid = a.tid
  LEFT JOIN comment_positions p ON p.zid = a.zid AND p.tid = a.tid
  LEFT JOIN comment_vote_tallies v ON v.zid = a.zid AND v.tid = a.tid`;

/** The comments of one topic, by tid. */
export async function listTopicComments(
  db: Db,
  zid: number,
  layer: number,
  cluster: number,
): Promise<TopicCommentRow[]> {
  const { rows } = await db.query<TopicCommentRow>(
    `${SELECT_TOPIC_COMMENT}
     WHERE a.zid = $1 AND a.layer_id = $2 AND a.cluster_id = $3 ORDER BY c.tid`,
    [zid, layer, cluster],
  );
  return rows;
}

/**
 * Points for the proximity map: one per comment and layer (layer null: every layer), only those
 * with a finite position.
 */
export async function listProximityPoints(
  db: Db,
  zid: number,
  layer: number | null,
): Promise<(TopicCommentRow & { umap_x: number; umap_y: number })[]> {
  const { rows } = await db.query<TopicCommentRow & { umap_x: number; umap_y: number }>(
    `${SELECT_TOPIC_COMMENT}
     WHERE a.zid = $1 AND ($2::integer IS NULL OR a.layer_id = $2::integer)
       AND ${FINITE('p.umap_x')} AND ${FINITE('p.umap_y')}
     ORDER BY a.layer_id, c.tid`,
    [zid, layer],
  );
  return rows;
}

/** The conversation id behind a report id (the client may send either as report_id). */
export async function conversationIdOfReport(db: Db, reportId: string): Promise<string | null> {
  const { rows } = await db.query<{ zinvite: string }>(
    `SELECT z.zinvite FROM reports r JOIN zinvites z ON z.zid = r.zid WHERE r.report_id = $1`,
    [reportId],
  );
  return rows[0]?.zinvite ?? null;
}

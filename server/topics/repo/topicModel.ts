// SQL for the topic pipeline (server/topics/): the statements it reads, the previous run's clusters
// (to keep cluster numbers, and so keys and verdicts, across reruns) and the replacement of a
// conversation's topics, assignments and positions in one transaction.
import type { Db } from '../../platform/db';

interface TopicStatementRow {
  tid: number;
  txt: string;
}

/**
 * The statements topics are made from: every comment that is not rejected (pending, accepted and
 * meta alike), by tid. Rejected ones are spam or off-topic and would only distort the topics.
 */
export async function loadTopicStatements(db: Db, zid: number): Promise<TopicStatementRow[]> {
  const { rows } = await db.query<TopicStatementRow>(
    'SELECT tid, txt FROM comments WHERE zid = $1 AND mod >= 0 ORDER BY tid',
    [zid],
  );
  return rows;
}

/** layer → cluster number → tids, as the last run assigned them. */
type PreviousClusters = Map<number, Map<number, number[]>>;

export async function loadPreviousClusters(db: Db, zid: number): Promise<PreviousClusters> {
  const { rows } = await db.query<{ layer_id: number; cluster_id: number; tid: number }>(
    `SELECT layer_id, cluster_id, tid FROM topic_comment_assignments
     WHERE zid = $1 ORDER BY layer_id, cluster_id, tid`,
    [zid],
  );
  const layers: PreviousClusters = new Map();
  for (const { layer_id: layer, cluster_id: cluster, tid } of rows) {
    const clusters = layers.get(layer) ?? new Map<number, number[]>();
    clusters.set(cluster, [...(clusters.get(cluster) ?? []), tid]);
    layers.set(layer, clusters);
  }
  return layers;
}

export interface TopicWrite {
  layer: number;
  cluster: number;
  key: string;
  name: string;
}

export interface AssignmentWrite {
  layer: number;
  cluster: number;
  tid: number;
  weight: number;
}

interface PositionWrite {
  tid: number;
  x: number;
  y: number;
}

interface TopicModelWrite {
  modelName: string;
  createdAt: number;
  topics: TopicWrite[];
  assignments: AssignmentWrite[];
  positions: PositionWrite[];
}

/**
 * Replaces the conversation's model. Topics are upserted by key, so a surviving key keeps its
 * status, moderator and moderated_at (a moderation racing the run waits for the row lock and then
 * lands on the new row); topics whose key did not survive are deleted.
 */
export async function replaceTopicModel(
  db: Db,
  zid: number,
  model: TopicModelWrite,
): Promise<void> {
  const column = <T, V>(items: T[], pick: (item: T) => V) => items.map(pick);
  const { topics, assignments, positions } = model;
  await db.query(`DELETE FROM topics WHERE zid = $1 AND NOT (topic_key = ANY($2::text[]))`, [
    zid,
    column(topics, (t) => t.key),
  ]);
  // Deleting first also frees any (layer, cluster) a topic under another job id still held.
  await db.query(
    `INSERT INTO topics (zid, layer_id, cluster_id, topic_key, topic_name, model_name, created_at)
     SELECT $1, t.layer_id, t.cluster_id, t.topic_key, t.topic_name, $6, $7
     FROM unnest($2::integer[], $3::integer[], $4::text[], $5::text[])
       AS t(layer_id, cluster_id, topic_key, topic_name)
     ON CONFLICT (zid, topic_key) DO UPDATE
       SET layer_id = EXCLUDED.layer_id, cluster_id = EXCLUDED.cluster_id,
           topic_name = EXCLUDED.topic_name, model_name = EXCLUDED.model_name,
           created_at = EXCLUDED.created_at`,
    [
      zid,
      column(topics, (t) => t.layer),
      column(topics, (t) => t.cluster),
      column(topics, (t) => t.key),
      column(topics, (t) => t.name),
      model.modelName,
      model.createdAt,
    ],
  );
  await db.query('DELETE FROM topic_comment_assignments WHERE zid = $1', [zid]);
  await db.query(
    `INSERT INTO topic_comment_assignments (zid, layer_id, cluster_id, tid, weight)
     SELECT $1, a.* FROM unnest($2::integer[], $3::integer[], $4::integer[], $5::float8[])
       AS a(layer_id, cluster_id, tid, weight)`,
    [
      zid,
      column(assignments, (a) => a.layer),
      column(assignments, (a) => a.cluster),
      column(assignments, (a) => a.tid),
      column(assignments, (a) => a.weight),
    ],
  );
  await db.query('DELETE FROM comment_positions WHERE zid = $1', [zid]);
  await db.query(
    `INSERT INTO comment_positions (zid, tid, umap_x, umap_y)
     SELECT $1, p.* FROM unnest($2::integer[], $3::float8[], $4::float8[]) AS p(tid, umap_x, umap_y)`,
    [
      zid,
      column(positions, (p) => p.tid),
      column(positions, (p) => p.x),
      column(positions, (p) => p.y),
    ],
  );
}

/**
 * Serialises pipeline runs for one conversation (transaction-scoped; PostgreSQL and PGlite). Class
 * 3: 1 and 2 are taken by the pid and tid counters of migration 001.
 */
export async function lockTopicModel(db: Db, zid: number): Promise<void> {
  await db.query('SELECT pg_advisory_xact_lock(3, $1)', [zid]);
}

-- Topic moderation (docs/api.md#topic-moderation): the output of the offline topic pipeline
-- (server/topics/) and the moderators' verdicts on it. The pipeline replaces a conversation's rows
-- on every run; only a topic's moderation (status, moderator, moderated_at) is carried over to the
-- run's topic with the same key.

-- One row per cluster per layer. topic_key is `<job>#<layer>#<cluster>` (upstream's form); the
-- pipeline uses the conversation id as job, so a rerun can keep keys.
CREATE TABLE topics (
  zid INTEGER NOT NULL REFERENCES conversations (zid) ON DELETE CASCADE,
  layer_id INTEGER NOT NULL CHECK (layer_id >= 0),
  cluster_id INTEGER NOT NULL CHECK (cluster_id >= 0),
  topic_key VARCHAR(300) NOT NULL,
  topic_name VARCHAR(300) NOT NULL,
  model_name VARCHAR(200) NOT NULL,
  created_at BIGINT NOT NULL DEFAULT now_as_millis(),
  status VARCHAR(10) NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'accepted', 'rejected', 'meta')),
  moderator VARCHAR(746),
  moderated_at BIGINT,
  PRIMARY KEY (zid, topic_key),
  -- Also the index for "a conversation's topics, by layer and cluster".
  UNIQUE (zid, layer_id, cluster_id)
);

-- Which comments make up each topic: every statement the pipeline read is in exactly one cluster
-- per layer. weight: how close the comment sits to its cluster's centre (cosine, 0…1).
CREATE TABLE topic_comment_assignments (
  zid INTEGER NOT NULL,
  layer_id INTEGER NOT NULL,
  cluster_id INTEGER NOT NULL,
  tid INTEGER NOT NULL,
  weight DOUBLE PRECISION NOT NULL DEFAULT 1,
  PRIMARY KEY (zid, layer_id, tid),
  FOREIGN KEY (zid, tid) REFERENCES comments (zid, tid) ON DELETE CASCADE
);
-- A topic's comments and comment_count: WHERE zid = ? AND layer_id = ? AND cluster_id = ?.
CREATE INDEX topic_comment_assignments_cluster_idx
  ON topic_comment_assignments (zid, layer_id, cluster_id, tid);

-- Each statement's place on the 2-D map (UMAP), one per comment.
CREATE TABLE comment_positions (
  zid INTEGER NOT NULL,
  tid INTEGER NOT NULL,
  umap_x DOUBLE PRECISION NOT NULL,
  umap_y DOUBLE PRECISION NOT NULL,
  PRIMARY KEY (zid, tid),
  FOREIGN KEY (zid, tid) REFERENCES comments (zid, tid) ON DELETE CASCADE
);

// Topic moderation shapes (/topicMod/…, docs/api.md#topic-moderation), re-exported by types.ts.
// The server's shapes (server/topics/routes/topicModShapes.ts), widened where upstream Polis may leave a
// field out: src/api/topics/topics.ts fills the gaps, so the screens always see these shapes.

/** A topic's (or a topic comment's) moderation status, normalised from accept/accepted etc. */
export type TopicStatus = 'pending' | 'accepted' | 'rejected' | 'meta';

/** What a moderator does to a topic or to comments: POST /topicMod/moderate `action`. */
export type TopicAction = 'accept' | 'reject' | 'meta';

export interface TopicModeration {
  status: TopicStatus;
  moderator: string | null;
  moderated_at: number | null;
  /** null when the server does not say. */
  comment_count: number | null;
}

/** A statement that says typically what a topic's statements say. */
export interface TypicalStatement {
  tid: number;
  txt: string;
}

export interface Topic {
  topic_key: string;
  /**
   * '' when unnamed (the screen shows a default). Ours: the statement nearest the topic's centre,
   * shortened (server/topics/topicTitle.ts).
   */
  topic_name: string;
  /** Ours: the pipeline's keywords ('Cykler, åen og ophold'); '' from upstream Polis. */
  keywords: string;
  /** Ours: the two or three most typical statements, most typical first; [] from upstream. */
  typical: TypicalStatement[];
  model_name: string | null;
  /** Epoch ms; null when missing or unreadable. */
  created_at: number | null;
  layer_id: number;
  cluster_id: number;
  moderation: TopicModeration;
}

/** GET /topicMod/topics: `topics_by_layer` maps a layer number to a map from cluster to topic. */
export type TopicsByLayer = Record<string, Record<string, Topic>>;

export interface TopicComment {
  comment_id: number;
  comment_text: string;
  cluster_id: number;
  layer_id: number;
  /** null when the map has no (finite) position for the comment. */
  umap_x: number | null;
  umap_y: number | null;
  moderation_status: TopicStatus;
  /** Current votes on the statement; null when the server does not say (upstream Polis). */
  votes: number | null;
}

export interface TopicStats {
  total_topics: number;
  pending: number;
  accepted: number;
  rejected: number;
  meta: number;
}

export interface ProximityPoint {
  comment_id: number;
  umap_x: number;
  umap_y: number;
  cluster_id: number;
  layer_id: number;
  weight: number;
  /** 'pending' when upstream does not send it. */
  moderation_status: TopicStatus;
  /** null when upstream does not send it (the tooltip shows the id). */
  comment_text: string | null;
}

/** A statement a topic action would change only if chosen (GET /topicMod/topics/{key}/impact). */
export interface ImpactStatement {
  tid: number;
  txt: string;
  status: TopicStatus;
  /** Current votes; null when the server does not say. */
  votes: number | null;
}

/** What a topic action would change, before it is sent (docs/api.md). */
export interface TopicImpact {
  total: number;
  unchanged: number;
  /** Unreviewed statements: the action changes them. */
  pending: number;
  /** Flagged by the automatic moderator: changed only when named and chosen. */
  flagged: ImpactStatement[];
  /** Moderated by a person: changed only when the moderator says so. */
  moderated: ImpactStatement[];
}

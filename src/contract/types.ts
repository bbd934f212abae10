// The /api/v3 contract shared by the SPA (src/api) and the embedded server (server/).
// Field names are Polis's (see ../shared/API.md). This file imports nothing.

/** Comment moderation: -1 rejected, 0 pending (unmoderated), 1 accepted. */
export type ModValue = -1 | 0 | 1;

export interface ApiErrorBody {
  error: string; // polis_err_…
  message: string;
  status: number;
}

export interface User {
  uid: number;
  email: string;
  hname: string;
  hasXid: boolean;
  finishedTutorial: boolean;
  site_ids: number[];
  created: number;
  xInfo?: unknown;
}

/** An item of GET /conversations?include_all_conversations_i_am_in=true */
export interface ConversationListItem {
  conversation_id: string;
  topic: string;
  description: string;
  parent_url: string | null;
  participant_count: number;
  is_owner: boolean;
  is_mod: boolean;
  is_active: boolean;
  is_draft?: boolean;
  created: number;
  modified: number;
  url?: string;
}

/** GET /conversations?conversation_id=X — every setting of one conversation. */
export interface Conversation {
  conversation_id: string;
  topic: string;
  description: string;
  is_active: boolean;
  is_draft: boolean;
  is_anon: boolean;
  importance_enabled: boolean;
  vis_type: 0 | 1;
  write_type: 0 | 1;
  help_type: number;
  strict_moderation: boolean;
  help_bgcolor: string; // 'default' when unset
  help_color: string; // 'default' when unset
  bgcolor: string | null;
  parent_url: string | null;
  participant_count: number;
  owner: number;
  created: number;
  modified: number;
  is_owner: boolean;
  is_mod: boolean;
  ownername: string;
}

/** The settings PUT /conversations may change. */
export type ConversationSettings = Pick<
  Conversation,
  | 'topic'
  | 'description'
  | 'is_active'
  | 'is_draft'
  | 'importance_enabled'
  | 'vis_type'
  | 'write_type'
  | 'strict_moderation'
  | 'help_bgcolor'
  | 'help_color'
  | 'bgcolor'
  | 'parent_url'
  | 'help_type'
  | 'is_anon'
>;

export interface CreateConversationResponse {
  url: string;
  conversation_id: string;
}

export interface Comment {
  txt: string;
  tid: number;
  pid: number;
  created: number;
  mod: ModValue;
  active: boolean;
  is_meta: boolean;
  is_seed: boolean;
  velocity: number;
  lang: string | null;
  quote_src_url: string | null;
  conversation_id: string;
}

export interface ConversationStats {
  voteTimes: number[];
  firstVoteTimes: number[];
  commentTimes: number[];
  firstCommentTimes: number[];
  votesHistogram: unknown[];
  burstHistogram: unknown[];
}

export interface Report {
  report_id: string;
  created: number;
  modified: number;
  conversation_id: string;
  report_name: string | null;
  mod_level: number;
}

/** /config.json, written by the server from its environment; the SPA reads it at start. */
export interface AppConfig {
  productName: string;
  siteOwner: string;
  /** Public site address share links are built on, e.g. https://dialog.example.dk/ */
  publicSiteUrl: string;
  oidc: {
    authority: string;
    clientId: string;
    audience: string;
  };
  /** SHA-256 hex of the lower-cased shared access code. The code itself never ships. */
  accessCodeSha256: string;
  /** Base of the Polis-compatible API: '/api/v3' for the embedded server, or an upstream Polis URL. */
  apiBaseUrl: string;
  mediaLinks: { title: string; url: string }[];
}

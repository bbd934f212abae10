// The /api/v3 contract shared by the SPA (src/api) and the embedded server (server/).
// Field names are Polis's (docs/api.md). This file imports nothing but its siblings math.ts (the
// opinion groups' shapes), topicModeration.ts (the topic moderation calls'), report.ts and
// participation.ts (the public pages' calls), which it re-exports.
export type * from './math';
export type * from './topicModeration';
export type * from './report';
export type * from './participation';
export type * from './participantMap';
import type { PrivacyNotice } from './dataProtection';
import type { ModValue } from './participation';

export interface ApiErrorBody {
  error: string; // polis_err_…
  message: string;
  status: number;
  /** The request field a refusal concerns (the account endpoints), shown next to that field. */
  field?: string;
}

/** 409 from PUT /conversations: a setting was changed after the version the save was based on. */
export interface SettingsConflictBody extends ApiErrorBody {
  error: 'polis_err_conversation_changed';
  status: 409;
  field: string;
  /** Every setting of the request changed since (`field` is the first). */
  fields: string[];
  /** The conversation as it is now, as GET answers it. */
  conversation: Conversation;
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
  /** Rådslag: may moderate every conversation and grant that to others (upstream: absent). */
  isSiteAdmin?: boolean;
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
  /** Rådslag, moderators only: statements waiting for moderation (upstream: absent). */
  waiting_count?: number;
  /** Rådslag: when it closes by itself (ms), null when not scheduled (upstream: absent). */
  closes_at?: number | null;
  /** Rådslag: when its owner archived it (ms), null when not archived (upstream: absent). */
  archived_at?: number | null;
  /** Rådslag: the newest statement or vote, else the last settings change, ms (upstream: absent). */
  last_activity?: number;
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
  /**
   * Our server's count of the saves that changed a setting; a PUT based on it is refused (409) for
   * a setting changed since. Upstream Polis sends none (docs/api.md#put-conversations).
   */
  version?: number;
  /** Rådslag: when it closes by itself (ms), null when not scheduled (upstream: absent). */
  closes_at?: number | null;
  /** Rådslag: when its owner archived it (ms), null when not archived (upstream: absent). */
  archived_at?: number | null;
  /**
   * Rådslag: the longest statement the conversation takes, in characters (10–500). Upstream sends
   * none: the client reads that as 140 (api/common/conversationParsing.ts).
   */
  comment_max_length: number;
  is_owner: boolean;
  is_mod: boolean;
  ownername: string;
  /** Rådslag, moderators only: statements waiting for moderation when this was read. */
  waiting_count?: number;
  /**
   * Every field of the answer as the server sent it, including those no screen shows (upstream's
   * is_data_open, owner_sees_participation_stats, treevite_enabled …): a save to upstream Polis
   * sends them back so it resets none of them (docs/upstream.md#settings-round-trip).
   */
  asRead?: Record<string, unknown>;
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
  | 'comment_max_length'
>;

/** GET/POST/DELETE /conversationModerators: a colleague named a moderator (Rådslag only). */
export interface ConversationModerator {
  email: string;
  /** The account's name; null before there is an account or when it has none. */
  hname: string | null;
  /** No account with this e-mail yet: it applies when one is created with it. */
  pending: boolean;
  created: number;
}

/** GET/PUT/DELETE /seedComments: a seed statement as the configure screen lists it (Rådslag only). */
export interface SeedStatement {
  tid: number;
  txt: string;
  created: number;
  /** Votes cast on it; with any, it can no longer be edited or removed. */
  vote_count: number;
}

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

/** The server behind /api/v3: Rådslag's own, or an upstream Polis (docs/upstream.md). */
export type ApiServer = 'raadslag' | 'polis';

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
  /** Whether the sign-in page sits behind a shared access code (checked by the server only). */
  accessCodeRequired: boolean;
  /**
   * The embedded provider's account flows (/api/account): off with an external provider.
   * `signup`: self-service sign-up is open (SIGNUP_MODE=domains); `passkeys`: the origin has a
   * host name, so passkeys work.
   */
  accounts: { enabled: boolean; signup: boolean; passkeys: boolean };
  /** Base of the Polis-compatible API: '/api/v3' for the embedded server, or an upstream Polis URL. */
  apiBaseUrl: string;
  /**
   * Which server answers at apiBaseUrl (API_SERVER): Rådslag's own or an upstream Polis, whose
   * export and topic moderation differ (docs/upstream.md#which-server-answers).
   */
  apiServer: ApiServer;
  mediaLinks: { title: string; url: string }[];
  /** The operator's privacy notice (docs/deploy.md#privacy-notice); an older server has none. */
  privacy?: PrivacyNotice;
}

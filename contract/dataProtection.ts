// Data protection (docs/api.md#data-protection): the owner's view of what deleting a
// conversation removes and its retention period, and a participant's own data ("Mine data").
// Also the operator's privacy notice in /config.json. This file imports nothing.

/** GET /conversationData?conversation_id= (owner only). */
export interface ConversationDataSummary {
  conversation_id: string;
  is_active: boolean;
  /** When it was closed (ms since the epoch); null while open. */
  closed_at: number | null;
  /** Days after closing before the participants' data is deleted; null keeps it. */
  retention_days: number | null;
  /** When the retention job deleted the participants' data; null until then. */
  participant_data_deleted_at: number | null;
  counts: {
    statements: number;
    votes: number;
    participants: number;
    reports: number;
    topics: number;
  };
}

/** The longest retention period an owner may set (ten years). */
export const RETENTION_DAYS_MAX = 3650;

/** One current vote of the participant's own: agree -1, disagree 1, pass 0 (Polis's sign). */
export interface MyVote {
  tid: number;
  txt: string;
  vote: -1 | 0 | 1;
  modified: number;
}

export interface MyStatement {
  tid: number;
  txt: string;
  /** -1 rejected, 0 waiting for moderation, 1 accepted. */
  mod: -1 | 0 | 1;
  created: number;
}

/** GET /myData?conversation_id= with the participant's own token. */
export interface MyData {
  conversation_id: string;
  /** Votes can be changed only while the conversation is open. */
  is_active: boolean;
  votes: MyVote[];
  statements: MyStatement[];
}

/**
 * The operator's privacy notice (PRIVACY_* variables, docs/deploy.md#privacy-notice). A field the
 * operator left empty is null: the page then shows the default text, marked as one.
 */
export interface PrivacyNotice {
  controller: string | null;
  contactEmail: string | null;
  dpo: string | null;
  legalBasis: string | null;
  retention: string | null;
  termsOwner: string | null;
  termsContact: string | null;
}

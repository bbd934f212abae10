// Complete contract values for tests: the app's configuration, a conversation and a statement with
// every field the types require, so a test spells out only the fields it is about.
import type { ModerationComment } from '../../contract/moderationList';
import type { ParticipationInit } from '../../contract/participation';
import type { AppConfig, Comment, Conversation, ProximityPoint } from '../../contract/types';

export function aConversation(overrides: Partial<Conversation> = {}): Conversation {
  return {
    conversation_id: 'abc1234567',
    topic: 'Cykler',
    description: 'Om cykler',
    is_active: true,
    is_draft: false,
    is_anon: true,
    importance_enabled: false,
    vis_type: 0,
    write_type: 1,
    help_type: 1,
    strict_moderation: false,
    help_bgcolor: 'default',
    help_color: '#333',
    bgcolor: null,
    parent_url: null,
    comment_max_length: 140,
    participant_count: 4,
    owner: 1,
    created: 1,
    modified: 2,
    is_owner: false,
    is_mod: false,
    ownername: 'Ida',
    ...overrides,
  };
}

export function aComment(tid: number, mod: -1 | 0 | 1, overrides: Partial<Comment> = {}): Comment {
  return {
    txt: `udsagn ${tid}`,
    tid,
    pid: 1,
    created: 0,
    mod,
    active: true,
    is_meta: false,
    is_seed: false,
    velocity: 1,
    lang: null,
    quote_src_url: null,
    conversation_id: 'c',
    ...overrides,
  };
}

/** A row of the paged moderation list: a comment with its vote counts and flag reasons. */
export function aModerationComment(
  tid: number,
  mod: -1 | 0 | 1,
  overrides: Partial<ModerationComment> = {},
): ModerationComment {
  return {
    ...aComment(tid, mod),
    agree_count: 0,
    disagree_count: 0,
    pass_count: 0,
    count: 0,
    flag_reasons: null,
    near_duplicate: null,
    duplicate_of: null,
    ...overrides,
  };
}

export function anAppConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    productName: 'Rådslag',
    siteOwner: 'Testkommunen',
    publicSiteUrl: 'https://dialog.example.dk/',
    oidc: { authority: 'https://idp.example.dk', clientId: 'raadslag', audience: 'raadslag-api' },
    accessCodeRequired: true,
    accounts: { enabled: true, signup: false, passkeys: false },
    apiBaseUrl: '/api/v3',
    apiServer: 'raadslag',
    mediaLinks: [],
    ...overrides,
  };
}

/** A topic-proximity map point at (x, y), in topic cluster 0 of layer 0. */
export function aProximityPoint(
  id: number,
  x: number,
  y: number,
  overrides: Partial<ProximityPoint> = {},
): ProximityPoint {
  return {
    comment_id: id,
    umap_x: x,
    umap_y: y,
    cluster_id: 0,
    layer_id: 0,
    weight: 1,
    moderation_status: 'pending',
    comment_text: `Udsagn ${id}`,
    ...overrides,
  };
}

/**
 * A newcomer's start on the participation page, as /participationInit answers it and the server
 * puts in the page: an open conversation's public settings and the first statement.
 */
export function aParticipationInit(
  conversation: Partial<ParticipationInit['conversation']> = {},
  nextComment: ParticipationInit['nextComment'] = {
    tid: 2,
    txt: 'Flere stier.',
    remaining: 3,
    total: 3,
  },
): ParticipationInit {
  return {
    conversation: {
      conversation_id: 'abc1234567',
      topic: 'Cykelstier',
      description: '',
      is_active: true,
      write_type: 1,
      vis_type: 0,
      help_bgcolor: 'default',
      help_color: 'default',
      strict_moderation: false,
      importance_enabled: false,
      comment_max_length: 140,
      ...conversation,
    },
    participant: null,
    nextComment,
    votedCount: 0,
  };
}

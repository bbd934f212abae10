// The access matrix's columns and expectations: every kind of caller, and what each kind of
// route must answer each of them (docs/api.md#who-may-call-what). Read by accessMatrix.test.ts.

export const MODERATOR_EMAIL = 'moderator@test.local';
/** A colleague the owner named a moderator of the fixture conversation (not a site admin). */
export const CO_MODERATOR_EMAIL = 'kollega@test.local';
/** Named by the owner in the fixture so the DELETE row has someone to remove. */
export const REMOVABLE_EMAIL = 'fjernes@test.local';
export const CALLERS = [
  'none',
  'participant',
  'otherAdmin',
  'moderator',
  'coModerator',
  'owner',
  'forged',
  'expired',
  'tampered',
] as const;
export type Caller = (typeof CALLERS)[number];
/** 'ok' is 200; otherwise the exact refusal status. */
export type Outcome = 'ok' | 401 | 403 | 410;

export type Access =
  | 'public'
  | 'publicList'
  | 'signedIn'
  | 'moderator'
  | 'participation'
  | 'statement'
  | 'ownerOnly'
  | 'ownParticipant'
  | 'withdrawnPublic'
  | 'withdrawnParticipation';

export const EXPECTED: Record<Access, Record<Caller, Outcome>> = {
  public: {
    none: 'ok',
    participant: 401,
    otherAdmin: 'ok',
    moderator: 'ok',
    coModerator: 'ok',
    owner: 'ok',
    forged: 401,
    expired: 401,
    tampered: 401,
  },
  // The public statement list: also read by the participation page with its participant token
  // (the opinion map's statement texts); the token gains nothing over none.
  publicList: {
    none: 'ok',
    participant: 'ok',
    otherAdmin: 'ok',
    moderator: 'ok',
    coModerator: 'ok',
    owner: 'ok',
    forged: 401,
    expired: 401,
    tampered: 401,
  },
  signedIn: {
    none: 401,
    participant: 401,
    otherAdmin: 'ok',
    moderator: 'ok',
    coModerator: 'ok',
    owner: 'ok',
    forged: 401,
    expired: 401,
    tampered: 401,
  },
  moderator: {
    none: 401,
    participant: 401,
    otherAdmin: 403,
    moderator: 'ok',
    coModerator: 'ok',
    owner: 'ok',
    forged: 401,
    expired: 401,
    tampered: 401,
  },
  // Who moderates (docs/api.md#co-moderators), and deleting a conversation, its retention period,
  // the archive of everything (docs/api.md#who-may-call-what): the owner alone; a site
  // administrator or co-moderator may moderate it but not name moderators, delete it or take all
  // its data.
  ownerOnly: {
    none: 401,
    participant: 401,
    otherAdmin: 403,
    moderator: 403,
    coModerator: 403,
    owner: 'ok',
    forged: 401,
    expired: 401,
    tampered: 401,
  },
  // "Mine data": the participant's own token for this conversation, nothing else (an admin token
  // counts as no participant token).
  ownParticipant: {
    none: 401,
    participant: 'ok',
    otherAdmin: 401,
    moderator: 401,
    coModerator: 401,
    owner: 401,
    forged: 401,
    expired: 401,
    tampered: 401,
  },
  participation: {
    none: 'ok',
    participant: 'ok',
    otherAdmin: 'ok',
    moderator: 'ok',
    coModerator: 'ok',
    owner: 'ok',
    forged: 'ok',
    expired: 'ok',
    tampered: 'ok',
  },
  // A public read naming a withdrawn report version (docs/api.md#withdrawn-report-versions): 410
  // for everyone, once the caller's token passed as on any public read.
  withdrawnPublic: {
    none: 410,
    participant: 401,
    otherAdmin: 410,
    moderator: 410,
    coModerator: 410,
    owner: 410,
    forged: 401,
    expired: 401,
    tampered: 401,
  },
  withdrawnParticipation: {
    none: 410,
    participant: 410,
    otherAdmin: 410,
    moderator: 410,
    coModerator: 410,
    owner: 410,
    forged: 410,
    expired: 410,
    tampered: 410,
  },
  // POST /comments without is_seed: a participant's statement (no token or a participant token),
  // or a signed-in user's own statement (stored pending, see the seed test below).
  statement: {
    none: 'ok',
    participant: 'ok',
    otherAdmin: 'ok',
    moderator: 'ok',
    coModerator: 'ok',
    owner: 'ok',
    forged: 401,
    expired: 401,
    tampered: 401,
  },
};

export interface Fixture {
  cid: string;
  /** A closed conversation of the owner's that the DELETE /conversationData row deletes. */
  closedCid: string;
  reportId: string;
  /** Reports of their own for the text's writes, and the draft's sections a save sends back. */
  textReports: {
    edit: string;
    publish: string;
    withdraw: string;
    /** Withdrawn before the matrix runs: the public reads naming it answer 410. */
    withdrawn: string;
    sections: unknown;
  };
  topicKey: string;
  /** Logged moderations of the owner's, one for each caller's undo (POST /topicMod/undo). */
  actionIds: number[];
  /** A moderation action on the conversation (the undo row undoes it; later undos change nothing). */
  actionId: number;
  /**
   * Seeds nobody voted on: the PUT row rewords the first, the DELETE row removes one per caller
   * from the end (one for each caller, so the moderators' three calls each find one).
   */
  freeSeedTids: number[];
  tokens: Record<Caller, string | undefined>;
}

export interface Case {
  /** The registered route it exercises: 'METHOD /path' as Hono lists it. */
  route: string;
  /** Shown in the table when a route has several cases. */
  label?: string;
  access: Access;
  request: (f: Fixture, n: number) => { path: string; json?: unknown };
}

/** A row's name in the matrix: the route, with its label where one route has several rows. */
export const rowName = (c: Case) => (c.label ? `${c.route} (${c.label})` : c.route);
/** A cell's expected answer as the matrix prints it. */
export const show = (outcome: Outcome) => (outcome === 'ok' ? '200' : String(outcome));

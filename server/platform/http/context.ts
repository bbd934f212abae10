// The per-request context every route sees: the database, the configuration and the caller's
// authentication (set by authenticate() for /api routes), and the participation services.
import type { JobRunner } from '../jobs/runner';
import type { Db } from '../db';
import type { ServerConfig } from '../config/config';
import type { ParticipantClaims } from '../auth/participantTokens';
import type { UserRow } from '../auth/users';
import type { CallerRead, Companion } from '../auth/callerRead';
import type { MathService } from '../../math';
import type { Participation } from './participation';
import type { AccountServices } from '../../accounts';

/** The caller's authentication (http/auth.ts's authenticate()). */
export interface RequestAuth {
  /** False when the request carried no Authorization header. */
  readonly hasToken: boolean;
  /** The signed-in user (created on first sight), or null without a token. */
  user(): Promise<UserRow | null>;
  /**
   * The user as user() answers it (a refusal kept in the promise) and `companion`'s row, read in
   * one statement when the user was not read before (auth/callerRead.ts). Absent without a token.
   */
  userWith?<T>(companion: Companion): Promise<CallerRead<T>>;
  /** The token's session: its grant and when its person last signed in (absent without a token). */
  readonly session?: { grantId?: string; authTime?: number };
}

export interface AppEnv {
  Variables: {
    db: Db;
    config: ServerConfig;
    auth: RequestAuth;
    participation: Participation;
    /** Accounts, mail, throttling, the access-code gate (/api/account and the sign-in page). */
    accounts: AccountServices;
    /** A verified participant token (participation calls only); its pid is checked per call. */
    participant: ParticipantClaims | null;
    /** Opinion-group updates: tell it when votes or moderation change (server/math/service). */
    math: MathService;
    /** The background jobs: `runDue()` after queuing one starts it now (platform/jobs). */
    jobs: Pick<JobRunner, 'runDue'>;
    /**
     * Set by keptAnswers.ts on an answer it sends already encoded, so that compression.ts adds
     * only its Vary (after the headers inner layers add, as for any other answer).
     */
    compressible?: boolean;
  };
}

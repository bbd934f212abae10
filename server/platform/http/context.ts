// The per-request context every route sees: the database, the configuration and the caller's
// authentication (set by authenticate() for /api routes), and the participation services.
import type { JobRunner } from '../jobs/runner';
import type { Db } from '../db';
import type { ServerConfig } from '../config/config';
import type { ParticipantClaims } from '../auth/participantTokens';
import type { RequestAuth } from './auth';
import type { MathService } from '../../math/service/mathService';
import type { Participation } from './participation';
import type { AccountServices } from '../../accounts/services';

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
    /** The background jobs: `runDue()` after queuing one starts it now (server/jobs). */
    jobs: Pick<JobRunner, 'runDue'>;
  };
}

// The per-request context every route sees: the database, the configuration and the caller's
// authentication (set by authenticate() for /api routes).
import type { Db } from '../db';
import type { ServerConfig } from '../config';
import type { RequestAuth } from './auth';

export interface AppEnv {
  Variables: {
    db: Db;
    config: ServerConfig;
    auth: RequestAuth;
  };
}

// Everything the account flows need, made once per process (server/start.ts) and shared by the API
// (/api/account) and the embedded provider's sign-in page: database, configuration, mail, the
// database-backed throttle, the access-code gate and passkeys.
import type { ServerConfig } from '../platform/config/config';
import type { Db } from '../platform/db';
import { createAccessGate, type AccessGate } from './accessCode';
import { createKnownDevices, type KnownDevices } from './knownDevice';
import { createMailer, type Mailer } from './mailer';
import { createPasskeys, passkeySettings, type Passkeys } from './passkeys';
import { createThrottle, type Throttle } from './throttle';
import { THROTTLE_LIMITS, type ThrottleLimits } from './throttlePolicy';

export interface AccountServices {
  db: Db;
  config: ServerConfig;
  mailer: Mailer;
  throttle: Throttle;
  limits: ThrottleLimits;
  gate: AccessGate;
  /** Browsers that signed in to an account before (knownDevice.ts). */
  devices: KnownDevices;
  /** Null when PUBLIC_ORIGIN's host is an IP address (browsers refuse passkeys there). */
  passkeys: Passkeys | null;
  now: () => number;
}

export interface AccountServiceOptions {
  mailer?: Mailer;
  limits?: Partial<ThrottleLimits>;
  now?: () => number;
}

export function createAccountServices(
  db: Db,
  config: ServerConfig,
  options: AccountServiceOptions = {},
): AccountServices {
  const now = options.now ?? Date.now;
  const secure = config.publicOrigin.startsWith('https:');
  const settings = passkeySettings(config.publicOrigin, config.allowedOrigins, config.productName);
  return {
    db,
    config,
    mailer: options.mailer ?? createMailer(config.mail),
    throttle: createThrottle(db, now),
    limits: { ...THROTTLE_LIMITS, ...options.limits },
    gate: createAccessGate(db, { code: config.accessCode, secure, now }),
    devices: createKnownDevices(db, { secure, now }),
    passkeys: settings ? createPasskeys(db, settings) : null,
    now,
  };
}

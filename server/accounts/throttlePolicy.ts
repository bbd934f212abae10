// How many attempts of each kind are allowed, per account and per client address. Sign-in counts
// failures only (a person who types their password right is never slowed down); requests that send
// e-mail count every attempt. The same limits apply whether or not an address has an account, so
// a refusal tells nothing about that.
import type { ThrottleRule } from './throttle';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export interface ThrottleLimits {
  /** Wrong passwords for one account from one client address. */
  signInAccountAddress: { max: number; windowMs: number };
  /**
   * Wrong passwords for one account from anywhere (slow, distributed guessing). Not applied to a
   * browser that signed in to the account before (knownDevice.ts), and started over by a reset.
   */
  signInAccount: { max: number; windowMs: number };
  /** Failed sign-ins from one client address over all accounts (trying many accounts). */
  signInAddress: { max: number; windowMs: number };
  /** Wrong access codes from one browser (browserId.ts) at one client address. */
  accessCode: { max: number; windowMs: number };
  /** Wrong access codes from one client address over all its browsers (an office's NAT). */
  accessCodeAddress: { max: number; windowMs: number };
  /** Sign-up and reset requests (each sends an e-mail), per address and per client address. */
  mailPerEmail: { max: number; windowMs: number };
  mailPerAddress: { max: number; windowMs: number };
  /** Invites one account may send. */
  invitesPerAccount: { max: number; windowMs: number };
  /** Unknown or used one-time links tried from one client address. */
  badLinks: { max: number; windowMs: number };
}

export const THROTTLE_LIMITS: ThrottleLimits = {
  signInAccountAddress: { max: 3, windowMs: 15 * MINUTE },
  signInAccount: { max: 30, windowMs: HOUR },
  signInAddress: { max: 20, windowMs: 15 * MINUTE },
  accessCode: { max: 5, windowMs: 15 * MINUTE },
  accessCodeAddress: { max: 50, windowMs: 15 * MINUTE },
  mailPerEmail: { max: 3, windowMs: HOUR },
  mailPerAddress: { max: 10, windowMs: HOUR },
  invitesPerAccount: { max: 30, windowMs: 24 * HOUR },
  badLinks: { max: 20, windowMs: 15 * MINUTE },
};

export function signInRules(
  limits: ThrottleLimits,
  email: string,
  address: string,
): ThrottleRule[] {
  return [
    {
      name: 'signin:account+address',
      subject: `${email}|${address}`,
      ...limits.signInAccountAddress,
    },
    { name: 'signin:account', subject: email, ...limits.signInAccount },
    { name: 'signin:address', subject: address, ...limits.signInAddress },
  ];
}

export function accessCodeRules(
  limits: ThrottleLimits,
  address: string,
  browserId: string,
): ThrottleRule[] {
  return [
    { name: 'access-code:browser', subject: `${address}|${browserId}`, ...limits.accessCode },
    { name: 'access-code:address', subject: address, ...limits.accessCodeAddress },
  ];
}

export function mailRules(
  limits: ThrottleLimits,
  kind: 'signup' | 'reset',
  email: string,
  address: string,
): ThrottleRule[] {
  return [
    { name: `${kind}:email`, subject: email, ...limits.mailPerEmail },
    { name: `${kind}:address`, subject: address, ...limits.mailPerAddress },
  ];
}

export function inviteRules(limits: ThrottleLimits, uid: number): ThrottleRule[] {
  return [{ name: 'invite:account', subject: String(uid), ...limits.invitesPerAccount }];
}

export function badLinkRules(limits: ThrottleLimits, address: string): ThrottleRule[] {
  return [{ name: 'link:address', subject: address, ...limits.badLinks }];
}

/** Wrong current passwords when a signed-in account changes its password (failures only). */
export function passwordChangeRules(limits: ThrottleLimits, uid: number): ThrottleRule[] {
  return [
    { name: 'password-change:account', subject: String(uid), ...limits.signInAccountAddress },
  ];
}

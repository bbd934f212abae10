// /api/account: the access code and the account flows of the embedded identity provider. These
// are this server's own endpoints (never an upstream Polis's), so they are called on the page's
// origin with fetch — the sign-in page stays light — and answer with a typed outcome instead of
// throwing for a refusal the user can act on.
import { ApiError } from '../common/apiError';

export const ACCOUNT_API = '/api/account';

/** A refusal the screens show next to a field (or above the form when `field` is absent). */
export interface AccountRefusal {
  status: number;
  error: string;
  message: string;
  field?: string;
  /** Seconds from Retry-After on a 429. */
  retryAfterSeconds?: number;
}

export type AccountReply<T> = { ok: true; data: T } | { ok: false; refusal: AccountRefusal };

/** Network failures and 5xx throw an ApiError (the charts' error path); 4xx are refusals. */
export async function accountRequest<T>(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  options: { signal?: AbortSignal; json?: unknown; token?: string | null } = {},
): Promise<AccountReply<T>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let response: Response;
  try {
    response = await fetch(`${window.location.origin}${ACCOUNT_API}${path}`, {
      method,
      headers,
      body: options.json === undefined ? undefined : JSON.stringify(options.json),
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw ApiError.network(error);
  }
  if (response.status >= 500) throw await ApiError.fromResponse(response);
  const text = await response.text();
  const body: unknown = text ? JSON.parse(text) : {};
  if (response.ok) return { ok: true, data: body as T };
  const b = body as Partial<AccountRefusal>;
  const retry = Number(response.headers.get('retry-after'));
  return {
    ok: false,
    refusal: {
      status: response.status,
      error: typeof b.error === 'string' ? b.error : '',
      message: typeof b.message === 'string' ? b.message : response.statusText,
      ...(typeof b.field === 'string' ? { field: b.field } : {}),
      ...(Number.isFinite(retry) && retry > 0 ? { retryAfterSeconds: retry } : {}),
    },
  };
}

export type AccessCodeAnswer =
  { result: 'accepted' } | { result: 'wrong' } | { result: 'throttled'; retryAfterSeconds: number };

/** POST the typed code; the server sets the access cookie the sign-in page requires. */
export async function submitAccessCode(
  code: string,
  signal?: AbortSignal,
): Promise<AccessCodeAnswer> {
  const reply = await accountRequest<{ unlocked: boolean }>('POST', '/access-code', {
    json: { code },
    signal,
  });
  if (reply.ok) return { result: 'accepted' };
  if (reply.refusal.status === 429) {
    return { result: 'throttled', retryAfterSeconds: reply.refusal.retryAfterSeconds ?? 60 };
  }
  if (reply.refusal.status === 400) return { result: 'wrong' };
  throw new ApiError({
    status: reply.refusal.status,
    statusText: '',
    message: reply.refusal.message,
  });
}

export interface LinkInfo {
  purpose: 'invite' | 'signup' | 'reset' | 'setup';
  email: string;
  hasPassword: boolean;
}

/** What a one-time link is for (without using it). */
export const checkLink = (token: string, signal?: AbortSignal) =>
  accountRequest<LinkInfo>('POST', '/links/check', { json: { token }, signal });

/** Uses the link: sets the password (and name) of its account. */
export const redeemLink = (
  input: { token: string; password: string; name: string },
  signal?: AbortSignal,
) => accountRequest<{ email: string }>('POST', '/links/use', { json: input, signal });

export const requestPasswordReset = (email: string, signal?: AbortSignal) =>
  accountRequest<object>('POST', '/password-reset', { json: { email }, signal });

export const sendInvite = (
  input: { email: string; siteAdmin: boolean; token: string | null },
  signal?: AbortSignal,
) =>
  accountRequest<object>('POST', '/invites', {
    json: { email: input.email, siteAdmin: input.siteAdmin },
    token: input.token,
    signal,
  });

export const requestSignup = (email: string, signal?: AbortSignal) =>
  accountRequest<object>('POST', '/signup', { json: { email }, signal });

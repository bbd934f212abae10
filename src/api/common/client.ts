// The one HTTP client of the SPA. Everything that talks to /api/v3 goes through `apiGet`/`apiSend`,
// which apply the cross-cutting rules (docs/behaviour.md#errors) in one place:
//   - JSON in and out; `Authorization: Bearer <token>` whenever the auth chart has a token
//     (getToken waits until auth has finished loading; if it throws, we log and go unauthenticated);
//   - ky's own retry is off: the single rule "a GET answered 403 is retried once after 500 ms" lives
//     here, visibly, as RETRY_403_MS;
//   - 401 calls onUnauthorized() (the auth chart starts the sign-in redirect) and still rejects;
//   - 304 resolves as "unchanged" so pollers keep what they have;
//   - every other failure (non-ok status, network failure, timeout) rejects with one ApiError.
// An aborted signal rejects with the abort reason untouched: the chart that aborted has moved on.
import type { KyInstance } from 'ky';
import type { ApiServer } from '../../../contract/types';
import { ApiError } from './apiError';
import { raceAbort, sleep } from './abortable';

/** Delay before the one retry of a GET that was answered 403. */
export const RETRY_403_MS = 500;
/** A request that has not answered after this long fails with status 0. */
export const REQUEST_TIMEOUT_MS = 15_000;

export interface ApiClientSettings {
  /** Absolute base of the API, e.g. 'https://admin.example.dk/api/v3' (see resolveApiBaseUrl). */
  baseUrl: string;
  /** Resolves the current access token, or undefined when signed out. May wait for auth to load. */
  getToken: () => Promise<string | undefined | null>;
  /** Called on every 401, before the call rejects. */
  onUnauthorized: () => void;
  /** Which server answers (config.json's apiServer); unset means our own. */
  server?: ApiServer;
}

type SearchParams = Record<string, string | number | boolean | undefined>;

/** What a GET resolves with: fresh data, or "unchanged" after a 304; the headers either way. */
type ApiReply<T> =
  | { unchanged: false; data: T; etag: string | null; headers: Headers }
  | { unchanged: true; data: undefined; etag: string | null; headers: Headers };

let settings: ApiClientSettings | null = null;

/**
 * The server behind the API, as config.json says (docs/upstream.md#which-server-answers): parsers
 * read what upstream Polis leaves unfilled (topic comment counts) as unknown, not as 0.
 */
export function apiServer(): ApiServer {
  return settings?.server ?? 'raadslag';
}
let http: Promise<KyInstance> | null = null;

/**
 * Sets up the client once at start (and again in each test). ky wants an absolute prefix: a
 * relative one fails to parse under jsdom, so callers pass `resolveApiBaseUrl(...)`.
 */
export function configureApiClient(next: ApiClientSettings): void {
  settings = next;
  http = null;
}

/** ky is loaded with the first request: the public pages make none. */
function kyFor(current: ApiClientSettings): Promise<KyInstance> {
  http ??= import('ky').then(({ default: ky }) =>
    ky.create({
      prefixUrl: current.baseUrl,
      retry: 0,
      timeout: REQUEST_TIMEOUT_MS,
      // Statuses are handled below, in one place, rather than by ky's HTTPError.
      throwHttpErrors: false,
      headers: { accept: 'application/json' },
    }),
  );
  return http;
}

/** AppConfig.apiBaseUrl may be relative ('/api/v3') or an upstream URL; make it absolute. */
export function resolveApiBaseUrl(apiBaseUrl: string, origin: string): string {
  return new URL(apiBaseUrl, origin.endsWith('/') ? origin : `${origin}/`).href.replace(/\/+$/, '');
}

/** The options of a request about one conversation (`?conversation_id=…`), as most routes take. */
export function forConversation(conversationId: string, signal: AbortSignal) {
  return { signal, searchParams: { conversation_id: conversationId } };
}

export async function apiGet<T = unknown>(
  path: string,
  options: { signal: AbortSignal; searchParams?: SearchParams; ifNoneMatch?: string },
): Promise<ApiReply<T>> {
  const headers: Record<string, string> = {};
  if (options.ifNoneMatch) headers['if-none-match'] = options.ifNoneMatch;
  const response = await exchange('get', path, {
    signal: options.signal,
    searchParams: options.searchParams,
    headers,
  });
  const { headers: answered } = response;
  const etag = answered.get('etag');
  if (response.status === 304) return { unchanged: true, data: undefined, etag, headers: answered };
  return { unchanged: false, data: (await readJson(response)) as T, etag, headers: answered };
}

/** GET when the caller has no cached copy: a 304 then cannot be used and is an error. */
export async function apiGetData<T = unknown>(
  path: string,
  options: { signal: AbortSignal; searchParams?: SearchParams },
): Promise<T> {
  const reply = await apiGet<T>(path, options);
  if (reply.unchanged) {
    throw new ApiError({
      status: 304,
      statusText: 'Not Modified',
      message: 'Unexpected 304 for a request without a cached copy',
    });
  }
  return reply.data;
}

export async function apiSend<T = unknown>(
  method: 'post' | 'put' | 'delete',
  path: string,
  options: { signal: AbortSignal; json?: unknown; searchParams?: SearchParams },
): Promise<T> {
  const response = await exchange(method, path, options);
  return (await readJson(response)) as T;
}

type Method = 'get' | 'post' | 'put' | 'delete';

async function exchange(
  method: Method,
  path: string,
  options: {
    signal: AbortSignal;
    searchParams?: SearchParams;
    json?: unknown;
    headers?: Record<string, string>;
  },
): Promise<Response> {
  const current = requireSettings();
  const client = await kyFor(current);
  const { signal } = options;
  let retried403 = false;
  for (;;) {
    const token = await tokenFor(current, signal);
    const headers: Record<string, string> = { ...options.headers };
    if (token) headers.authorization = `Bearer ${token}`;

    let response: Response;
    try {
      response = await client(path, {
        method,
        signal,
        headers,
        searchParams: definedParams(options.searchParams),
        json: options.json,
      });
    } catch (error) {
      throw transportError(error, signal);
    }

    if (response.status === 403 && method === 'get' && !retried403) {
      // A GET answered 403 is retried once, 500 ms later (a race with a just-granted
      // permission, upstream). The second answer is final.
      retried403 = true;
      // Not awaited: ky keeps a tee'd clone, whose cancel promise may never settle.
      void response.body?.cancel().catch(() => undefined);
      await sleep(RETRY_403_MS, signal);
      continue;
    }
    if (response.status === 401) {
      current.onUnauthorized();
      throw await ApiError.fromResponse(response);
    }
    if (response.status === 304) return response;
    if (!response.ok) throw await ApiError.fromResponse(response);
    return response;
  }
}

function requireSettings(): ApiClientSettings {
  if (!settings) throw new Error('API client used before configureApiClient()');
  return settings;
}

/** The token, or undefined. Waiting for it stops when the caller aborts. */
async function tokenFor(
  current: ApiClientSettings,
  signal: AbortSignal,
): Promise<string | undefined> {
  signal.throwIfAborted();
  try {
    const token = await raceAbort(current.getToken(), signal);
    return token ?? undefined;
  } catch (error) {
    if (signal.aborted) throw signal.reason;
    // A token failure is logged and the request goes out unauthenticated.
    console.error('Could not get an access token; sending the request without one.', error);
    return undefined;
  }
}

function transportError(error: unknown, signal: AbortSignal): unknown {
  if (signal.aborted) return signal.reason;
  if (error instanceof Error && error.name === 'TimeoutError') {
    return ApiError.network(error, 'Timeout');
  }
  return ApiError.network(error);
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError({
      status: response.status,
      statusText: response.statusText,
      body: text,
      message: 'The server answered with something that is not JSON',
    });
  }
}

function definedParams(params: SearchParams | undefined): Record<string, string> | undefined {
  if (!params) return undefined;
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) out[key] = String(value);
  }
  return out;
}

/** A file the server sends as an attachment (CSV exports): the bytes and the suggested name. */
export interface ApiFile {
  blob: Blob;
  /** From Content-Disposition, else null. */
  filename: string | null;
}

/** GET a non-JSON body (CSV) with the same rules as apiGet: bearer token, 403 retry, errors. */
export async function apiGetFile(
  path: string,
  options: { signal: AbortSignal; searchParams?: SearchParams },
): Promise<ApiFile> {
  const response = await exchange('get', path, {
    signal: options.signal,
    searchParams: options.searchParams,
    headers: { accept: 'text/csv, */*' },
  });
  if (response.status === 304) {
    throw new ApiError({ status: 304, statusText: 'Not Modified', message: 'Unexpected 304' });
  }
  return {
    blob: await response.blob(),
    filename: filenameFrom(response.headers.get('content-disposition')),
  };
}

function filenameFrom(disposition: string | null): string | null {
  if (!disposition) return null;
  const star = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (star) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      // Fall through to the plain filename.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1].trim() : null;
}

/** The signed-in user's access token (for this server's /api/account calls), or null. */
export async function currentAccessToken(): Promise<string | null> {
  if (!settings) return null;
  try {
    return (await settings.getToken()) ?? null;
  } catch {
    return null;
  }
}

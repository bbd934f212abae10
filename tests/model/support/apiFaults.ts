// The ways an API call fails in the model tests, each as the error the app's client really throws
// (the chart's error sample, so the model's context shows the same status line as the screen) and as
// the reply the gated backend gives to make the client throw it.
import { vi } from 'vitest';
import { ApiError } from '../../../src/api/common/apiError';
import { REQUEST_TIMEOUT_MS, RETRY_403_MS } from '../../../src/api/common/client';
import type { GatedBackend, RequestMatch } from '../harness/gatedBackend';

/** What the real server says while its database is away (server/app.ts). */
const UNAVAILABLE_MESSAGE = 'Rådslag kan ikke nå sin database lige nu. Prøv igen om lidt.';

/** Error samples for `xstate.error.actor.<request>`. */
export const apiFaultSamples = {
  /** The server fails. */
  http500: { error: new ApiError({ status: 500, statusText: 'Internal Server Error' }) },
  /** The API is down: nothing answers. */
  network: { error: ApiError.network(new TypeError('Failed to fetch')) },
  /** The API is slow: no answer within REQUEST_TIMEOUT_MS. */
  timeout: { error: ApiError.network(new Error('Request timed out'), 'Timeout') },
  /** Refused twice (a GET answered 403 is retried once, after RETRY_403_MS). */
  forbidden: { error: new ApiError({ status: 403, statusText: 'Forbidden' }) },
  /** The server is up but its database is away (a restart, a failover): 503 + Retry-After. */
  unavailable: {
    error: new ApiError({
      status: 503,
      statusText: 'Service Unavailable',
      polisError: 'polis_err_database_unavailable',
      message: UNAVAILABLE_MESSAGE,
    }),
  },
} as const;

type ApiFault = keyof typeof apiFaultSamples;

const polisError = (status: number, error: string) => ({
  status,
  json: { error, message: error, status },
});

/** Makes the held request matching `match` fail the way `fault` names. */
export async function failRequest(
  backend: GatedBackend,
  match: RequestMatch,
  fault: string | undefined,
): Promise<void> {
  switch (fault as ApiFault | undefined) {
    case 'http500':
    case undefined:
      await backend.release(match, polisError(500, 'polis_err_internal'));
      return;
    case 'network':
      await backend.release(match, 'network-error');
      return;
    case 'unavailable':
      await backend.release(match, {
        status: 503,
        headers: { 'Retry-After': '5' },
        json: {
          error: 'polis_err_database_unavailable',
          message: UNAVAILABLE_MESSAGE,
          status: 503,
        },
      });
      return;
    case 'timeout':
      // Held past the client's timeout: ky gives up (and aborts the request) by itself.
      await backend.waitForRequest(match);
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
      return;
    case 'forbidden': {
      const first = await backend.release(match, polisError(403, 'polis_err_permission'));
      if (first.method === 'GET') {
        await vi.advanceTimersByTimeAsync(RETRY_403_MS);
        await backend.release(match, polisError(403, 'polis_err_permission'));
      }
      return;
    }
    default:
      throw new Error(`failRequest: unknown fault "${fault}"`);
  }
}

// Shared pieces of the fault matrix (tests/faults): the six faults and how the gated backend
// produces each, a watch on uncaught exceptions and unhandled rejections, fake timers that leave
// microtasks alone, and the printed calls × faults table.
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { REQUEST_TIMEOUT_MS, RETRY_403_MS } from '../../../src/api/common/client';
import type { GatedBackend, RequestMatch } from '../../model/harness/gatedBackend';

export const FAULTS = ['500', 'network', 'timeout', 'malformed', '401', '403'] as const;
export type Fault = (typeof FAULTS)[number];

const polisError = (status: number, error: string) => ({
  status,
  json: { error, message: `Serveren svarer ${status}.`, status },
});

/**
 * Makes the held request matching `match` fail as `fault` says. A GET answered 403 is retried
 * once by the client after RETRY_403_MS: both answers are refusals. A timeout holds the request
 * until ky gives up (fake timers past REQUEST_TIMEOUT_MS).
 */
export async function inflict(
  backend: GatedBackend,
  match: RequestMatch,
  fault: Fault,
): Promise<void> {
  switch (fault) {
    case '500':
      await backend.release(match, polisError(500, 'polis_err_internal'));
      return;
    case 'network':
      await backend.release(match, 'network-error');
      return;
    case 'timeout':
      await backend.waitForRequest(match);
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS + 1);
      return;
    case 'malformed':
      await backend.release(match, 'malformed');
      return;
    case '401':
      await backend.release(match, polisError(401, 'polis_err_auth_token_invalid'));
      return;
    case '403': {
      const first = await backend.release(match, polisError(403, 'polis_err_permission'));
      if (first.method === 'GET') {
        await vi.advanceTimersByTimeAsync(RETRY_403_MS);
        await backend.release(match, polisError(403, 'polis_err_permission'));
      }
      return;
    }
  }
}

/**
 * Records every uncaught exception and unhandled rejection (window 'error' and
 * 'unhandledrejection', process 'unhandledRejection' and 'uncaughtException') and fails the test
 * that caused one. `list()` is what the current test has seen so far.
 */
export function watchUncaught(): { list: () => unknown[] } {
  let seen: unknown[] = [];
  const onWindowError = (event: ErrorEvent) => seen.push(event.error ?? event.message);
  const onWindowRejection = (event: PromiseRejectionEvent) => seen.push(event.reason);
  const onProcess = (reason: unknown) => seen.push(reason);
  beforeAll(() => {
    window.addEventListener('error', onWindowError);
    window.addEventListener('unhandledrejection', onWindowRejection);
    process.on('unhandledRejection', onProcess);
    process.on('uncaughtException', onProcess);
  });
  afterAll(() => {
    window.removeEventListener('error', onWindowError);
    window.removeEventListener('unhandledrejection', onWindowRejection);
    process.off('unhandledRejection', onProcess);
    process.off('uncaughtException', onProcess);
  });
  beforeEach(() => {
    seen = [];
  });
  afterEach(async () => {
    // A rejection is reported as unhandled one macrotask after it happened.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen, 'uncaught exceptions or unhandled rejections').toEqual([]);
  });
  return { list: () => seen };
}

/** The calls × faults table, printed as Markdown after the file has run. */
export function faultMatrix(title: string, legend: string) {
  const rows = new Map<string, Partial<Record<Fault, string>>>();
  const order: string[] = [];
  afterAll(() => {
    const header = `| call (screen) | ${FAULTS.join(' | ')} |`;
    const rule = `|---|${FAULTS.map(() => '---').join('|')}|`;
    const lines = order.map((row) => {
      const cells = rows.get(row) ?? {};
      return `| ${row} | ${FAULTS.map((f) => cells[f] ?? '— not run').join(' | ')} |`;
    });
    console.log(['', `### ${title}`, '', legend, '', header, rule, ...lines].join('\n'));
  });
  return {
    /** Declares a row, so a row whose tests never ran still shows. */
    row(name: string) {
      if (!rows.has(name)) {
        rows.set(name, {});
        order.push(name);
      }
    },
    set(name: string, fault: Fault, cell: string) {
      this.row(name);
      rows.get(name)![fault] = cell;
    },
  };
}

/** Silences the console.error lines the charts write on purpose when a call fails. */
export function quietConsole(): void {
  let spies: Array<{ mockRestore: () => void }> = [];
  beforeEach(() => {
    spies = [
      vi.spyOn(console, 'error').mockImplementation(() => undefined),
      vi.spyOn(console, 'warn').mockImplementation(() => undefined),
    ];
  });
  afterEach(() => {
    spies.forEach((spy) => spy.mockRestore());
  });
}

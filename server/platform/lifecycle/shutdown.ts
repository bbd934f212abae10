// A shutdown that loses nothing in a rolling deploy. On SIGTERM (or SIGINT) the instance:
//
// 1. reports not-ready (GET /readyz → 503 draining) and answers every request from then on with
//    `Connection: close`, so no proxy keeps reusing a connection to it;
// 2. keeps serving for SHUTDOWN_DELAY_SECONDS (default 0) — time for a load balancer that polls
//    /readyz, or Kubernetes' endpoints, to stop sending it traffic;
// 3. stops listening (a proxy then gets "connection refused" and tries the next instance — nginx
//    and Caddy do so even for POST, since nothing was sent);
// 4. waits for the requests in flight to finish and for the balancer to close its idle keep-alive
//    connections (at most SHUTDOWN_TIMEOUT_SECONDS, default 25, under Kubernetes' default grace
//    period of 30), then closes whatever is left. Closing an idle connection itself would race
//    with the balancer sending a vote on it, which it must not retry: a 502
//    (docs/deploy.md#shutdown-and-rolling-deploys). After SIGINT (a terminal's Ctrl-C) idle
//    connections are closed at once: a browser keeps its own open for minutes;
// 5. runs the closers (background jobs, the database — which releases PGlite's DATA_DIR lock) and
//    exits 0. A second signal while this runs exits at once (1).
import type { Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';
import type { ReadinessProbe } from './readiness';
import { platformMessages } from '../messages';

export interface ShutdownOptions {
  server: Server;
  readiness: ReadinessProbe;
  /** Serve on, not-ready, for this long before closing the listener. */
  delayMs: number;
  /** Longest wait for requests in flight. */
  timeoutMs: number;
  /** Run in order after the last request (stop jobs, close the database). */
  closers: (() => Promise<void> | void)[];
  log?: (line: string) => void;
  exit?: (code: number) => void;
  /** Signals that start it; default SIGTERM and SIGINT (tests pass none and call the result). */
  signals?: NodeJS.Signals[];
}

export interface InFlight {
  readonly count: number;
  /** Resolves when no request is in flight (at once if none is). */
  idle(): Promise<void>;
  /** Marks the answers still to be sent `Connection: close` (those that arrive later are marked
   * as they come, once the probe drains). */
  closeConnectionsAfterAnswers(): void;
  /** Resolves when every connection has closed (at once if none is open). */
  disconnected(): Promise<void>;
}

/**
 * Counts the server's requests in flight and, once draining, marks every answer
 * `Connection: close`. A 'request' listener of its own, so it works whatever handles the request.
 */
export function trackRequests(server: Server, readiness: ReadinessProbe): InFlight {
  const open = new Set<ServerResponse>();
  const sockets = new Set<Socket>();
  let waiters: (() => void)[] = [];
  let disconnectWaiters: (() => void)[] = [];
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => {
      sockets.delete(socket);
      if (sockets.size === 0) {
        for (const wake of disconnectWaiters) wake();
        disconnectWaiters = [];
      }
    });
  });
  const closeAfter = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader('Connection', 'close');
  };
  server.on('request', (_req, res) => {
    open.add(res);
    if (readiness.draining) closeAfter(res);
    res.once('close', () => {
      open.delete(res);
      if (open.size === 0) {
        for (const wake of waiters) wake();
        waiters = [];
      }
    });
  });
  return {
    get count() {
      return open.size;
    },
    idle: () => (open.size === 0 ? Promise.resolve() : new Promise((wake) => waiters.push(wake))),
    closeConnectionsAfterAnswers: () => open.forEach(closeAfter),
    disconnected: () =>
      sockets.size === 0 ? Promise.resolve() : new Promise((wake) => disconnectWaiters.push(wake)),
  };
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Installs the SIGTERM/SIGINT handling; returns the shutdown itself (for tests and callers). */
export function handleShutdownSignals(options: ShutdownOptions): () => Promise<void> {
  const log = options.log ?? ((line: string) => console.log(line));
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const inFlight = trackRequests(options.server, options.readiness);
  let running: Promise<void> | null = null;

  const shutdown = async (signal: string): Promise<void> => {
    options.readiness.drain();
    inFlight.closeConnectionsAfterAnswers();
    log(platformMessages.shutdown.draining(signal, inFlight.count));
    if (options.delayMs > 0) await sleep(options.delayMs);
    // net.Server's close stops listening only; http.Server's would also close idle connections.
    const closed = new Promise<void>((done) =>
      NetServer.prototype.close.call(options.server, () => done()),
    );
    if (signal === 'SIGINT') options.server.closeIdleConnections();
    const finished = await Promise.race([
      Promise.all([inFlight.idle(), inFlight.disconnected()]).then(() => true),
      sleep(options.timeoutMs).then(() => false),
    ]);
    if (!finished && inFlight.count > 0) {
      log(platformMessages.shutdown.unfinished(inFlight.count));
    }
    options.server.closeAllConnections();
    await closed;
    for (const close of options.closers) {
      try {
        await close();
      } catch (error) {
        log(platformMessages.shutdown.closerFailed((error as Error).message));
      }
    }
    exit(0);
  };

  for (const signal of options.signals ?? (['SIGTERM', 'SIGINT'] as const)) {
    process.on(signal, () => {
      if (running) {
        log(platformMessages.shutdown.again(signal));
        exit(1);
        return;
      }
      running = shutdown(signal);
    });
  }
  return () => (running ??= shutdown('shutdown'));
}

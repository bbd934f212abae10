// SIGTERM in a rolling deploy: not ready at once, served on for the delay, then no new
// connections, the request in flight finished, the closers run, exit 0.
import {
  Agent,
  createServer,
  request as httpRequest,
  type RequestListener,
  type Server,
} from 'node:http';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db';
import { createReadinessProbe } from './readiness';
import { handleShutdownSignals } from './shutdown';

const answeringDb = {
  engine: 'pglite',
  query: async () => ({ rows: [{ version: '999' }] }),
} as unknown as Db;

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

/** A GET on a connection of its own, or on `agent`'s (a kept-alive one, as a balancer's). */
function get(port: number, path: string, agent: Agent | false = false): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, agent }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += String(chunk)));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

async function listening(server: Server): Promise<number> {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
}

/** A listening server answering with `handler`, its shutdown armed with no delay and no closers. */
async function armedServer(handler: RequestListener, timeoutMs: number) {
  const server = createServer(handler);
  const port = await listening(server);
  const exits: number[] = [];
  const shutdown = handleShutdownSignals({
    server,
    readiness: createReadinessProbe(answeringDb),
    delayMs: 0,
    timeoutMs,
    closers: [],
    exit: (code) => exits.push(code),
    log: () => {},
    signals: [],
  });
  return { port, exits, shutdown };
}

describe('shutdown', () => {
  it('drains: not ready, served on, then closed after the request in flight', async () => {
    const readiness = createReadinessProbe(answeringDb);
    const server = createServer((req, res) => {
      const delay = req.url === '/slow' ? 600 : 0;
      setTimeout(() => res.end(`done ${req.url}`), delay);
    });
    const port = await listening(server);
    const events: string[] = [];
    const shutdown = handleShutdownSignals({
      server,
      readiness,
      delayMs: 300,
      timeoutMs: 5_000,
      closers: [() => void events.push('database closed')],
      exit: (code) => events.push(`exit ${code}`),
      log: () => {},
      signals: [],
    });
    expect(await readiness.check()).toEqual({ ready: true });

    const slow = get(port, '/slow');
    await new Promise((done) => setTimeout(done, 50));
    const finished = shutdown();
    expect(await readiness.check()).toEqual({ ready: false, reason: 'draining' });
    // During the delay: still served, and told not to keep the connection.
    expect(await get(port, '/during')).toEqual({
      status: 200,
      connection: 'close',
      body: 'done /during',
    });
    await new Promise((done) => setTimeout(done, 400));
    // After the delay: the listener is closed.
    await expect(get(port, '/after')).rejects.toThrow(/ECONNREFUSED/);
    expect(events).toEqual([]);
    expect(await slow).toEqual({ status: 200, connection: 'close', body: 'done /slow' });
    await finished;
    expect(events).toEqual(['database closed', 'exit 0']);
  });

  it('does not wait for ever for a request that never ends', async () => {
    const { port, exits, shutdown } = await armedServer(() => {}, 300); // never answers
    const hanging = get(port, '/hang').catch((error: Error) => error.message);
    await new Promise((done) => setTimeout(done, 50));
    await shutdown();
    expect(exits).toEqual([0]);
    expect(await hanging).toMatch(/socket hang up|ECONNRESET/);
  });
});

describe('shutdown behind a balancer', () => {
  it('leaves an idle keep-alive connection to its peer, and answers on it with Connection: close', async () => {
    const { port, exits, shutdown } = await armedServer(
      (req, res) => setTimeout(() => res.end(`done ${req.url}`), 0),
      5_000,
    );
    // One connection, kept alive, as nginx keeps its upstream connections.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const viaAgent = (path: string) => get(port, path, agent);
    expect((await viaAgent('/before')).connection).toBe('keep-alive');
    const finished = shutdown();
    await new Promise((done) => setTimeout(done, 200));
    // The listener is closed, but the idle connection was not cut under the balancer's feet: the
    // vote it sends on it now is answered, and told that the connection ends.
    await expect(get(port, '/new')).rejects.toThrow(/ECONNREFUSED/);
    expect(await viaAgent('/on-the-kept-connection')).toEqual({
      status: 200,
      connection: 'close',
      body: 'done /on-the-kept-connection',
    });
    await finished;
    expect(exits).toEqual([0]);
    agent.destroy();
  });
});

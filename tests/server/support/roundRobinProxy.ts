// Test support: a small round-robin reverse proxy, the load balancer in front of several instances
// in the multi-instance tests and `npm run soak -- --instances 2`. Not product code (deploy behind
// nginx or Caddy: docs/deploy.md). Like them it sends each request to the next instance in turn —
// no sticky sessions — appends the client's address to X-Forwarded-For, passes cookies and bodies
// through, and when an instance refuses the connection (it is stopping or down) it tries the next
// one, as nginx's `proxy_next_upstream error` does; nothing has been sent then, so a POST is safe
// to pass on too.
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';

export interface RoundRobinProxy {
  readonly url: string;
  /** Requests answered by each upstream, by its base URL. */
  readonly served: Map<string, number>;
  close(): Promise<void>;
}

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
]);

function forwardHeaders(req: IncomingMessage): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
  }
  const client = req.socket.remoteAddress ?? 'unknown';
  const prior = req.headers['x-forwarded-for'];
  headers['x-forwarded-for'] = prior ? `${String(prior)}, ${client}` : client;
  return headers;
}

export async function startRoundRobinProxy(upstreams: string[]): Promise<RoundRobinProxy> {
  let next = 0;
  const served = new Map(upstreams.map((upstream) => [upstream, 0]));
  const server: Server = createServer(async (req, res) => {
    // The body is read once, so it can be sent again to the next instance after a refusal.
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const headers = forwardHeaders(req);
    const first = next++ % upstreams.length;
    const attempt = (tried: number): void => {
      if (tried === upstreams.length) {
        res.writeHead(502, { 'content-type': 'text/plain' }).end('no upstream answered');
        return;
      }
      const upstream = upstreams[(first + tried) % upstreams.length];
      const target = new URL(req.url ?? '/', upstream);
      const forwarded = httpRequest(
        target,
        { method: req.method, headers, agent: false },
        (answer) => {
          served.set(upstream, (served.get(upstream) ?? 0) + 1);
          const out: Record<string, string | string[]> = {};
          for (const [name, value] of Object.entries(answer.headers)) {
            if (value !== undefined && !HOP_BY_HOP.has(name)) out[name] = value;
          }
          res.writeHead(answer.statusCode ?? 502, out);
          answer.pipe(res);
        },
      );
      forwarded.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code === 'ECONNREFUSED' && !res.headersSent) attempt(tried + 1);
        else if (!res.headersSent) res.writeHead(502).end(String(error.message));
        else res.destroy();
      });
      forwarded.end(body);
    };
    attempt(0);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

// The Node HTTP server in front of the app and the embedded provider, as server/start.ts runs it
// (and the security tests do): /oidc to the provider, the rest to the Hono app, and a limit on
// how long a request may take to arrive — a client that trickles its body is cut off after 30 s
// (408) instead of holding a connection open.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { Hono } from 'hono';
import type { EmbeddedIdp } from '../../accounts/oidc/embeddedIdp';
import type { AppEnv } from './context';

export const REQUEST_TIMEOUT_MS = 30_000;

export function createNodeServer(options: {
  app: Hono<AppEnv>;
  /** The provider, or a getter for one made after the server listens (its issuer has the port). */
  idp: EmbeddedIdp | null | (() => EmbeddedIdp | null);
  requestTimeoutMs?: number;
  /** How often Node checks for timed-out requests (tests make it short). */
  checkIntervalMs?: number;
}): Server {
  const requestTimeout = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  const listener = getRequestListener(options.app.fetch);
  const idpOf =
    typeof options.idp === 'function' ? options.idp : () => options.idp as EmbeddedIdp | null;
  return createServer(
    {
      requestTimeout,
      headersTimeout: Math.min(requestTimeout, 20_000),
      connectionsCheckingInterval: options.checkIntervalMs ?? Math.min(requestTimeout, 30_000) / 3,
    },
    (req, res) => {
      closeIfBodyUnread(req, res);
      const path = req.url ?? '/';
      const idp = idpOf();
      if (idp && (path === idp.mountPath || path.startsWith(`${idp.mountPath}/`))) {
        idp.handle(req, res);
        return;
      }
      void listener(req, res);
    },
  );
}

/**
 * An answer given before the request's body has arrived (a 401 or 404 before the JSON is read, the
 * provider's early refusals) says `Connection: close`: the rest of the body is never read, so the
 * connection cannot carry another request — @hono/node-server drains it for at most 500 ms and then
 * drops the socket, which a client told "keep-alive" sees as a reset. A request whose body was read
 * whole (or that has none) keeps its connection.
 */
function closeIfBodyUnread(req: IncomingMessage, res: ServerResponse): void {
  const hasBody =
    req.headers['transfer-encoding'] !== undefined ||
    (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0');
  if (!hasBody) return;
  const writeHead = res.writeHead;
  res.writeHead = function (
    this: ServerResponse,
    ...args: Parameters<ServerResponse['writeHead']>
  ) {
    if (!req.complete && !this.headersSent) this.setHeader('Connection', 'close');
    return writeHead.apply(this, args);
  } as ServerResponse['writeHead'];
}

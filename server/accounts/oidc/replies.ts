// Plain Node HTTP answers for the parts of the embedded provider that are ours (sign-in pages,
// userinfo, assets), with the same security headers oidc-provider's own answers get.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { oidcMessages } from './messages';
import { messagePage } from './pages';

const MAX_FORM_BYTES = 8 * 1024;

/**
 * CSP for pages we and oidc-provider render. No inline script; oidc-provider's own auto-submit
 * forms add their script's hash to an existing script-src. form-action lists the app origins
 * because browsers apply it to the redirects that follow a form post (login → code → app).
 */
export function idpCsp(allowedOrigins: Iterable<string>, frameAncestors: string): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    `form-action 'self' ${[...allowedOrigins].join(' ')}`,
    `frame-ancestors ${frameAncestors}`,
    "base-uri 'none'",
  ].join('; ');
}

export interface Replies {
  send(res: ServerResponse, status: number, body: string, headers: Record<string, string>): void;
  /** An HTML page of ours: never framed, never cached. */
  sendPage(res: ServerResponse, status: number, html: string): void;
  sendJson(
    res: ServerResponse,
    status: number,
    body: unknown,
    headers?: Record<string, string>,
  ): void;
  /** The sign-in page was opened outside a running sign-in (a stale tab, a bookmark). */
  expiredPage(res: ServerResponse): void;
  /** Something failed inside the provider. */
  errorPage(res: ServerResponse): void;
}

export function createReplies(opts: {
  pageCsp: string;
  assetsPath: string;
  homeUrl: string;
  /** Permissions-Policy, and HSTS behind https (http/securityHeaders transportHeaders). */
  transport: Record<string, string>;
}): Replies {
  const back = { href: opts.homeUrl, text: oidcMessages.backHome };
  const replies: Replies = {
    send(res, status, body, headers) {
      res.statusCode = status;
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Referrer-Policy', 'no-referrer');
      for (const [name, value] of Object.entries(opts.transport)) res.setHeader(name, value);
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      res.setHeader('Content-Length', Buffer.byteLength(body));
      res.end(body);
    },
    sendPage(res, status, html) {
      replies.send(res, status, html, {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Security-Policy': opts.pageCsp,
        'X-Frame-Options': 'DENY',
        'Cache-Control': 'no-store',
      });
    },
    sendJson(res, status, body, headers = {}) {
      replies.send(res, status, JSON.stringify(body), {
        'Content-Type': 'application/json; charset=utf-8',
        'Cache-Control': 'no-store',
        ...headers,
      });
    },
    expiredPage(res) {
      replies.sendPage(
        res,
        400,
        messagePage({
          assetsPath: opts.assetsPath,
          title: oidcMessages.expiredTitle,
          message: oidcMessages.expired,
          link: back,
        }),
      );
    },
    errorPage(res) {
      replies.sendPage(
        res,
        500,
        messagePage({
          assetsPath: opts.assetsPath,
          title: oidcMessages.errorTitle,
          message: oidcMessages.failed,
          link: back,
        }),
      );
    },
  };
  return replies;
}

/** A small url-encoded form body, or null when it is not one or is too large. */
export async function readForm(req: IncomingMessage): Promise<URLSearchParams | null> {
  const type = req.headers['content-type'] ?? '';
  if (!type.toLowerCase().startsWith('application/x-www-form-urlencoded')) return null;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_FORM_BYTES) return null;
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

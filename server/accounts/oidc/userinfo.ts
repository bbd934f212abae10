// The userinfo endpoint, answered here rather than by oidc-provider: its own endpoint only accepts
// access tokens without an audience, and ours are all JWTs for the API. This one verifies the JWT
// like the API does and answers from the account store.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { jwtVerify, type JWTPayload, type createLocalJWKSet } from 'jose';
import { findAccountBySubject } from '../../platform/auth/accounts';
import type { IdpContext } from './idpContext';
import type { Replies } from './replies';

export type UserinfoHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

export function createUserinfoHandler(
  { issuer, audience, allowedOrigins, services }: IdpContext,
  localJwks: ReturnType<typeof createLocalJWKSet>,
  { send, sendJson }: Replies,
): UserinfoHandler {
  return async (req, res) => {
    const origin = req.headers.origin;
    const cors: Record<string, string> = { Vary: 'Origin' };
    if (origin && allowedOrigins.has(origin)) {
      cors['Access-Control-Allow-Origin'] = origin;
      cors['Access-Control-Expose-Headers'] = 'WWW-Authenticate';
    }
    if (req.method === 'OPTIONS') {
      send(res, 204, '', {
        ...cors,
        'Access-Control-Allow-Methods': 'GET, POST',
        'Access-Control-Allow-Headers': 'Authorization',
        'Access-Control-Max-Age': '3600',
      });
      return;
    }
    if (req.method !== 'GET' && req.method !== 'POST') {
      send(res, 405, '', { ...cors, Allow: 'GET, POST, OPTIONS' });
      return;
    }
    const match = /^Bearer\s+(\S+)$/iu.exec(req.headers.authorization ?? '');
    if (!match) {
      sendJson(
        res,
        401,
        { error: 'invalid_request', error_description: 'no access token provided' },
        { ...cors, 'WWW-Authenticate': `Bearer realm="${issuer}"` },
      );
      return;
    }
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(match[1], localJwks, {
        issuer,
        audience,
        algorithms: ['RS256'],
        typ: 'at+jwt',
      }));
    } catch {
      sendJson(
        res,
        401,
        { error: 'invalid_token', error_description: 'invalid or expired access token' },
        {
          ...cors,
          'WWW-Authenticate': `Bearer realm="${issuer}", error="invalid_token"`,
        },
      );
      return;
    }
    const scopes = new Set(typeof payload.scope === 'string' ? payload.scope.split(' ') : []);
    if (!scopes.has('openid') || typeof payload.sub !== 'string') {
      sendJson(
        res,
        403,
        { error: 'insufficient_scope', error_description: 'access token missing openid scope' },
        { ...cors, 'WWW-Authenticate': `Bearer realm="${issuer}", error="insufficient_scope"` },
      );
      return;
    }
    const account = await findAccountBySubject(services.db, payload.sub);
    if (!account) {
      sendJson(
        res,
        401,
        { error: 'invalid_token', error_description: 'the account no longer exists' },
        { ...cors, 'WWW-Authenticate': `Bearer realm="${issuer}", error="invalid_token"` },
      );
      return;
    }
    const email = account.email ?? undefined;
    const name = account.hname ?? undefined;
    sendJson(
      res,
      200,
      {
        sub: payload.sub,
        ...(scopes.has('email') && email ? { email } : {}),
        ...(scopes.has('profile') && name ? { name } : {}),
      },
      cors,
    );
  };
}

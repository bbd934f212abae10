// Who is calling, for every /api route: the admin's OIDC token (authenticate()), or — on the
// participation calls — an anonymous participant token. Dispatch:
// - participation calls (participationInit, nextComment, votes, reportData, the public math): a bearer that verifies
//   as a participant token sets c.var.participant; any other bearer (an admin token, a stale or
//   forged one) counts as none, so the page simply gets a new anonymous id. Never 401.
// - POST /comments, POST /comments/similar (the near-duplicate check before posting), and GET /comments (the public statement list): an HS256 bearer is a participant's
//   (the admin verifier accepts RS256 only, so it could never be an admin token); anything else goes
//   to the admin verifier as before. A participant token reads no more than no token does: the
//   moderation list still needs a moderator.
// - every other call: the admin verifier, so a participant token there is a 401.
import type { MiddlewareHandler } from 'hono';
import { looksLikeParticipantToken } from '../auth/participantTokens';
import type { TokenVerifier } from '../auth/verifyToken';
import { authenticate } from './auth';
import type { AppEnv } from './context';

const BEARER = /^Bearer[ ]+(\S+)\s*$/i;

function endsWithResource(path: string, resources: readonly string[]): boolean {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return resources.some((resource) => trimmed.endsWith(resource));
}

export function authenticateCaller(
  verifyToken: TokenVerifier,
  participantResources: readonly string[],
): MiddlewareHandler<AppEnv> {
  const admin = authenticate(verifyToken);
  return async (c, next) => {
    const participantOnly = endsWithResource(c.req.path, participantResources);
    const mixed =
      ((c.req.method === 'POST' || c.req.method === 'GET') &&
        endsWithResource(c.req.path, ['/comments'])) ||
      (c.req.method === 'POST' && endsWithResource(c.req.path, ['/comments/similar']));
    if (!participantOnly && !mixed) return admin(c, next);
    const header = c.req.header('Authorization');
    const token = header === undefined ? undefined : BEARER.exec(header)?.[1];
    if (mixed && (token === undefined || !looksLikeParticipantToken(token))) {
      return admin(c, next);
    }
    // No admin token here: auth says so (hasToken false), whatever the header carried.
    c.set('auth', { hasToken: false, user: async () => null });
    c.set('participant', token ? await c.var.participation.tokens.verify(token) : null);
    return next();
  };
}

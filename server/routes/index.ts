// The /api/v3 router. One file per resource in this folder; to add a resource (comments, reports,
// conversationStats, conversationUuid, topicMod…), write `routes/<resource>.ts` exporting a factory
// that returns a Hono<AppEnv>, with SQL in `repo/<resource>.ts`, and add one line to API_RESOURCES.
import { Hono } from 'hono';
import type { TokenVerifier } from '../auth/verifyToken';
import { authenticateCaller } from '../http/participantAuth';
import type { AppEnv } from '../http/context';
import { HttpError } from '../http/errors';
import { rejectNulInUrl } from '../http/nul';
import { limitBodies } from '../http/bodyLimits';
import { commentsRoutes } from './comments';
import { conversationStatsRoutes } from './conversationStats';
import { conversationModeratorsRoutes } from './conversationModerators';
import { conversationArchiveRoutes } from './conversationArchive';
import { conversationDataRoutes } from './conversationData';
import { archivedConversationsRoutes, conversationCopiesRoutes } from './conversationLife';
import { conversationsRoutes } from './conversations';
import { conversationUuidRoutes } from './conversationUuid';
import { exportRoutes } from './export';
import { mathRoutes } from './math';
import { myDataRoutes } from './myData';
import { nextCommentRoutes } from './nextComment';
import { participationInitRoutes } from './participationInit';
import { reportDataRoutes } from './reportData';
import { reportsRoutes } from './reports';
import { reportTextRoutes } from '../reports/text/textRoutes';
import { seedCommentsRoutes } from './seedComments';
import { topicModRoutes } from './topicMod';
import { usersRoutes } from './users';
import { votesRoutes } from './votes';

const API_RESOURCES: [path: string, routes: () => Hono<AppEnv>][] = [
  ['/users', usersRoutes],
  ['/conversations', conversationsRoutes],
  ['/conversationModerators', conversationModeratorsRoutes],
  ['/comments', commentsRoutes],
  ['/seedComments', seedCommentsRoutes],
  ['/conversationStats', conversationStatsRoutes],
  ['/conversationUuid', conversationUuidRoutes],
  ['/reports', reportsRoutes],
  ['/export', exportRoutes],
  ['/topicMod', topicModRoutes],
  ['/participationInit', participationInitRoutes],
  ['/nextComment', nextCommentRoutes],
  ['/votes', votesRoutes],
  ['/reportData', reportDataRoutes],
  // The owner's written text of a report version, its Word file and withdrawal (issue 29).
  ['/reportText', reportTextRoutes],
  ['/math', mathRoutes],
  // Data protection (issue 19): the owner's deletion/retention/archive, a participant's own data.
  ['/conversationData', conversationDataRoutes],
  ['/conversationArchive', conversationArchiveRoutes],
  ['/myData', myDataRoutes],
  // A conversation's life (issue 19): the owner copies and archives it.
  ['/conversationCopies', conversationCopiesRoutes],
  ['/archivedConversations', archivedConversationsRoutes],
];

/**
 * The public participation calls: they take a participant token (or none) instead of an admin
 * token (http/participantAuth.ts). POST /comments takes either. The opinion groups (/math/pca2,
 * /math/participantMap — which shows the caller their own place) are public like the participation
 * page they belong to; /math/status is the moderators'.
 */
export const PARTICIPANT_RESOURCES = [
  '/participationInit',
  '/nextComment',
  '/votes',
  '/reportData',
  '/math/pca2',
  '/math/participantMap',
  '/myData',
];

export function createApiRoutes(verifyToken: TokenVerifier): Hono<AppEnv> {
  const api = new Hono<AppEnv>();

  // Oversized bodies are refused before any handler runs, so nothing is written.
  api.use('*', limitBodies());
  api.use('*', authenticateCaller(verifyToken, PARTICIPANT_RESOURCES));
  api.use('*', rejectNulInUrl());
  // Answers depend on the caller (is_owner, is_mod): private caches only, always revalidated
  // with the ETag.
  api.use('*', async (c, next) => {
    await next();
    if (c.req.method === 'GET' && !c.res.headers.has('Cache-Control')) {
      c.res.headers.set('Cache-Control', 'private, no-cache');
      c.res.headers.append('Vary', 'Authorization');
    }
  });

  for (const [path, routes] of API_RESOURCES) api.route(path, routes());

  api.all('*', () => {
    throw new HttpError(404, 'polis_err_not_found', 'Denne adresse findes ikke i API’et.');
  });
  return api;
}

// The /api/v3 router. One file per resource in this folder; to add a resource (comments, reports,
// conversationStats, conversationUuid, topicMod…), write `routes/<resource>.ts` exporting a factory
// that returns a Hono<AppEnv>, with SQL in `repo/<resource>.ts`, and add one line to API_RESOURCES.
import { Hono } from 'hono';
import type { TokenVerifier } from '../platform/auth/verifyToken';
import { authenticateCaller } from '../platform/http/participantAuth';
import type { AppEnv } from '../platform/http/context';
import { HttpError } from '../platform/http/errors';
import { rejectNulInUrl } from '../platform/http/nul';
import { limitBodies } from '../platform/http/bodyLimits';
import { commentsRoutes } from '../moderation/routes/comments';
import { conversationStatsRoutes } from '../reports/routes/conversationStats';
import { conversationModeratorsRoutes } from '../conversations/routes/conversationModerators';
import { conversationArchiveRoutes } from '../dataProtection/routes/conversationArchive';
import { conversationDataRoutes } from '../dataProtection/routes/conversationData';
import {
  archivedConversationsRoutes,
  conversationCopiesRoutes,
} from '../conversations/routes/conversationLife';
import { conversationsRoutes } from '../conversations/routes/conversations';
import { conversationUuidRoutes } from '../conversations/routes/conversationUuid';
import { exportRoutes } from '../reports/routes/export';
import { mathRoutes } from '../math/routes/math';
import { myDataRoutes } from '../dataProtection/routes/myData';
import { nextCommentRoutes } from '../participation/routes/nextComment';
import { participationInitRoutes } from '../participation/routes/participationInit';
import { reportDataRoutes } from '../reports/routes/reportData';
import { reportsRoutes } from '../reports/routes/reports';
import { PUBLIC_REPORT_READS, refuseWithdrawnReport } from '../reports';
import { seedCommentsRoutes } from '../moderation/routes/seedComments';
import { reportTextRoutes } from '../reports/text/textRoutes';
import { topicModRoutes } from '../topics/routes/topicMod';
import { usersRoutes } from '../accounts/routes/users';
import { votesRoutes } from '../participation/routes/votes';
import { rootMessages } from '../messages';

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
  // The owner's written text of a report version, its Word file and withdrawal
  // (docs/behaviour.md#the-reports-written-text).
  ['/reportText', reportTextRoutes],
  ['/math', mathRoutes],
  // Data protection (docs/api.md#data-protection): the owner's deletion/retention/archive, a
  // participant's own data.
  ['/conversationData', conversationDataRoutes],
  ['/conversationArchive', conversationArchiveRoutes],
  ['/myData', myDataRoutes],
  // A conversation's life (docs/api.md#a-conversations-life): the owner copies and archives it.
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

  // A withdrawn report version answers none of the public reads that name it
  // (docs/api.md#withdrawn-report-versions).
  for (const path of PUBLIC_REPORT_READS) api.use(path, refuseWithdrawnReport());

  for (const [path, routes] of API_RESOURCES) api.route(path, routes());

  api.all('*', () => {
    throw new HttpError(404, 'polis_err_not_found', rootMessages.apiNotFound);
  });
  return api;
}

// The public entry's API client: the deployment's API base, and the participant's anonymous token
// for the conversation on the page (none on a report page) instead of the admin's OIDC token. A 401
// means the server no longer knows the token: it is forgotten, so the next vote starts afresh.
// Used by publicMain.tsx and by the model tests, so both configure the client the same way.
import { configureApiClient, resolveApiBaseUrl } from '../../api/common/client';
import {
  forgetParticipantToken,
  readParticipantToken,
} from '../../api/public/participation/participantToken';
import type { AppConfig } from '../../../contract/types';
import type { PublicRoute } from './publicRoute';

export function configurePublicClient(config: AppConfig, route: PublicRoute, origin: string): void {
  const conversationId = route.page === 'participation' ? route.conversationId : '';
  configureApiClient({
    baseUrl: resolveApiBaseUrl(config.apiBaseUrl, origin),
    getToken: async () => readParticipantToken(conversationId),
    onUnauthorized: () => forgetParticipantToken(conversationId),
  });
}

// The boot data the server writes into public.html (server/participation/bootData.ts) and the participant
// app reads before its first render (src/routes/public/bootData.ts): docs/api.md#static-pages.
import type { AppConfig, ParticipationInit } from './types';

export interface BootData {
  /** What GET /config.json answers. */
  config: AppConfig;
  /** On a participation page: what GET /participationInit answers a newcomer (no token). */
  participation?: { conversationId: string; init: ParticipationInit };
}

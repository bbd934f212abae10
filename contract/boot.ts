// The boot data the server writes into public.html (server/participation/bootData.ts) and the participant
// app reads before its first render (src/routes/public/bootData.ts): docs/api.md#static-pages.
import type { AppConfig, ParticipationInit } from './types';

export interface BootData {
  /** What GET /config.json answers. */
  config: AppConfig;
  /** On a participation page: what GET /participationInit answers a newcomer (no token). */
  participation?: { conversationId: string; init: ParticipationInit };
}

/**
 * The page's first paint (server/participation/firstPaint/): the names the server's markup, the
 * early-vote script (public/early-vote.js) and the app (src/routes/public/firstPaint.ts) share.
 * docs/architecture.md#the-first-paint
 */
export const FIRST_PAINT = {
  /** The server-rendered voting card; its `data-tid` is the statement's. */
  statementId: 'first-statement',
  /** On the card: the vote tapped before the app was live ('agree' | 'disagree' | 'pass'). */
  earlyVoteAttribute: 'data-early-vote',
  /** The external, non-module script that records such a tap (served from 'self'). */
  script: '/early-vote.js',
  /** Set on <html> by that script when this device holds a participant token for the page. */
  returningClass: 'returning-participant',
} as const;

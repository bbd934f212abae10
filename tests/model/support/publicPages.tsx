// Shared pieces of the model tests of the public pages (participation, statementSubmit,
// publicReport): a conversation on the test server owned by a fresh owner, statements and other
// participants' votes written through the server, the public entry rendered at a path exactly as
// publicMain.tsx renders it (same API client setup, participant token in localStorage), and the
// server's own refusals as error samples.
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { ApiError } from '../../../src/api/common/apiError';
import type { AppConfig } from '../../../contract/types';
import type { BootData } from '../../../contract/boot';
import { BOOT_ELEMENT_ID, publicBoot, readBootJson } from '../../../src/routes/public/bootData';
import { currentPublicRoute } from '../../../src/routes/public/publicRoute';
import { inlineJson } from '../../../server/participation/bootData';
import { configurePublicClient } from '../../../src/routes/public/publicSetup';
import type { AppInspect } from '../../../src/views/common/inspectContext';
import type { VoteChoice } from '../../../src/machines/public/participation/participationRules';
import { PublicApp } from '../../../src/routes/public/PublicApp';
import { createConversationVia, signIn, type TestServer } from '../../server/support';
import { addParticipants, castVotes, postSeed, zidOf } from '../../server/support/activity';
import { CONFIG } from './app';

const PUBLIC_CONFIG: AppConfig = { ...CONFIG, siteOwner: 'Testkommunen' };

export const TOPIC = 'Cykelstier i midtbyen';
export const DESCRIPTION =
  'Hvor skal kommunen bygge de næste cykelstier?\nSkriv gerne dit forslag.';

/** The statements every open conversation starts with, in the order they are served. */
export const STATEMENTS = [
  'Der skal være cykelsti langs hele havnefronten.',
  'Bilerne skal ud af Algade.',
  'Cykelparkering ved stationen skal være overdækket.',
] as const;

interface PublicConversation {
  conversationId: string;
  zid: number;
  ownerToken: string;
}

let owners = 0;

/** A new owner's conversation (topic, description, settings), no statements yet. */
export async function createPublicConversation(
  server: TestServer,
  settings: Record<string, unknown> = {},
): Promise<PublicConversation> {
  owners += 1;
  const { token } = await signIn(server, `ejer-${owners}`, {
    email: `ejer.${owners}@example.dk`,
    name: 'Ejer',
  });
  const created = await createConversationVia(server, token, {
    is_draft: false,
    is_active: true,
    topic: TOPIC,
    description: DESCRIPTION,
  });
  const conversationId = created.conversation_id;
  if (Object.keys(settings).length)
    await updateConversation(server, token, conversationId, settings);
  return { conversationId, zid: await zidOf(server.db, conversationId), ownerToken: token };
}

export async function updateConversation(
  server: TestServer,
  token: string,
  conversationId: string,
  settings: Record<string, unknown>,
): Promise<void> {
  const response = await server.request('/api/v3/conversations', {
    method: 'PUT',
    token,
    json: { conversation_id: conversationId, ...settings },
  });
  if (response.status !== 200) throw new Error(`PUT conversation: ${await response.text()}`);
}

/**
 * The three STATEMENTS (once), with other participants' votes so the server serves them in order:
 * it picks the fewest-voted first (0, 1, 2 votes).
 */
export async function ensureStatements(server: TestServer, conversation: PublicConversation) {
  const { rows } = await server.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM comments WHERE zid = $1',
    [conversation.zid],
  );
  if (rows[0].n > 0) return;
  for (const txt of STATEMENTS) {
    await postSeed(server, conversation.ownerToken, conversation.conversationId, txt);
  }
  const [a, b] = await addParticipants(server.db, conversation.zid, 2);
  const at = Date.UTC(2025, 4, 12, 9, 0);
  await castVotes(server.db, conversation.zid, [
    { pid: a, tid: 1, vote: -1, created: at },
    { pid: a, tid: 2, vote: 1, created: at + 60_000 },
    { pid: b, tid: 2, vote: 0, created: at + 120_000 },
  ]);
}

let extra = 0;
/** One more accepted statement (a seed), so the server has something new to serve. */
export async function addStatement(server: TestServer, conversation: PublicConversation) {
  extra += 1;
  await postSeed(
    server,
    conversation.ownerToken,
    conversation.conversationId,
    `Et nyt udsagn nummer ${extra}: flere bænke langs stierne.`,
  );
}

/** Rejects every statement but `keepTid` (so nothing else is left to vote on). */
export async function rejectAllBut(server: TestServer, zid: number, keepTid: number | null) {
  await server.db.query('UPDATE comments SET mod = -1 WHERE zid = $1 AND tid IS DISTINCT FROM $2', [
    zid,
    keepTid,
  ]);
}

/**
 * The public entry at `path`, as publicMain.tsx starts it (no StrictMode, see the README). `boot`:
 * the boot data the server writes into the page (server/participation/bootData.ts), put into the document
 * and read back as publicMain.tsx reads it.
 */
export function renderPublicAt(
  path: string,
  inspect?: AppInspect,
  boot?: BootData,
  /** A vote tapped on the server's first paint before the app was live (routes/public/firstPaint). */
  earlyVote: VoteChoice | null = null,
) {
  const route = currentPublicRoute({ pathname: path, search: '' });
  document.getElementById(BOOT_ELEMENT_ID)?.remove();
  if (boot) {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = BOOT_ELEMENT_ID;
    element.textContent = inlineJson(boot);
    document.body.append(element);
  }
  const { participation } = publicBoot(readBootJson(document), route);
  configurePublicClient(PUBLIC_CONFIG, route, window.location.origin);
  render(
    <PublicApp
      config={PUBLIC_CONFIG}
      route={route}
      boot={participation}
      earlyVote={earlyVote}
      inspect={inspect}
    />,
  );
  return {
    user: userEvent.setup({
      advanceTimers: (ms) => void (vi.isFakeTimers() && vi.advanceTimersByTime(ms)),
    }),
  };
}

/** A request sent again with another query parameter (to ask the real server about an unknown id). */
export function withParam(request: Request, name: string, value: string): Request {
  const url = new URL(request.url);
  url.searchParams.set(name, value);
  return new Request(url, request);
}

const polisError = (status: number, statusText: string, error: string, message: string) =>
  new ApiError({
    status,
    statusText,
    body: JSON.stringify({ error, message, status }),
    polisError: error,
    message,
  });

/** The server's refusals, worded as it words them (server/participation/participant.ts). */
export const refusals = {
  closed: polisError(
    403,
    'Forbidden',
    'polis_err_conversation_is_closed',
    'Samtalen er lukket, så du kan ikke længere stemme eller skrive udsagn.',
  ),
  rateLimited: polisError(
    429,
    'Too Many Requests',
    'polis_err_rate_limited',
    'Du har stemt mange gange på kort tid. Vent 12 sekunder og prøv igen.',
  ),
  commentRateLimited: polisError(
    429,
    'Too Many Requests',
    'polis_err_rate_limited',
    'Du har skrevet mange udsagn på kort tid. Vent 30 sekunder og prøv igen.',
  ),
  writingDisabled: polisError(
    403,
    'Forbidden',
    'polis_err_comment_writing_disabled',
    'Der kan ikke skrives nye udsagn i denne samtale, men du kan stadig stemme.',
  ),
  duplicate: polisError(
    409,
    'Conflict',
    'polis_err_post_comment_duplicate',
    'Samtalen har allerede et udsagn med denne tekst.',
  ),
  conversationNotFound: polisError(
    404,
    'Not Found',
    'polis_err_conversation_not_found',
    'Samtalen findes ikke. Tjek at adressen er skrevet rigtigt.',
  ),
  reportNotFound: polisError(
    404,
    'Not Found',
    'polis_err_report_not_found',
    'Rapporten findes ikke. Tjek at adressen er skrevet rigtigt.',
  ),
  reportWithdrawn: polisError(
    410,
    'Gone',
    'polis_err_report_withdrawn',
    'Rapporten er trukket tilbage.',
  ),
};

/** The canned reply the gate gives for one of `refusals` (when the real server cannot be made to). */
export function replyFor(error: ApiError) {
  return { status: error.status, json: JSON.parse(error.body) as unknown };
}

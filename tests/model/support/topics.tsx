// Shared pieces of the topic moderation tests: a conversation of Ida's with statements and real
// topics (the server's own pipeline over the test database), the app rendered at a topics path,
// and the ways a topicMod call fails (as the client throws them, and as the gate replies them).
import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import { ApiError } from '../../../src/api/common/apiError';
import { createFakeAuthClient } from '../../support/fakeAuthClient';
import type { AuthUser } from '../../../src/api/app/oidc';
import {
  parseTopicLayers,
  TopicModerationUnavailable,
  type TopicLayer,
} from '../../../src/api/topics/topicParsing';
import type { Reply } from '../harness/gatedBackend';
import type { TestServer } from '../../server/support';
import { addParticipants, castVotes, zidOf } from '../../server/support/activity';
import { insertStatements } from '../../../server/topics/insertStatements';
import { runTopicPipeline, type ComputeTopics } from '../../../server/topics/pipeline';
import { computeTopicModel, type TopicModel } from '../../../server/topics/computeTopics';
import { sampleStatements } from '../../../server/topics/sampleStatements';
import { createOwnedConversation, SLOW } from './adminArea';
import { renderAppAt } from './app';
import type { AppInspect } from '../../../src/views/common/inspectContext';

export { SLOW };

/** Statements per test conversation: enough for three layers, quick to cluster (≈ 0.3 s). */
export const STATEMENT_COUNT = 30;

export interface TopicsSession {
  conversationId: string;
  owner: AuthUser;
  token: string;
  /** The topics as the server lists them to Ida. */
  layers: TopicLayer[];
}

/**
 * The pipeline's model of the same statements and seed is the same every time, so a worker computes
 * it once (UMAP and the clustering were a tenth of a topics model test's CPU); each conversation
 * still has it written by the pipeline itself.
 */
const computed = new Map<string, TopicModel>();
const computeOnce: ComputeTopics = async (statements, options) => {
  const key = JSON.stringify([options.seed, statements]);
  const model = computed.get(key) ?? (await computeTopicModel(statements, options));
  computed.set(key, model);
  return model;
};

/** A conversation of Ida's with statements and (unless `pipeline: false`) generated topics. */
export async function createTopicsConversation(
  server: TestServer,
  { pipeline = true }: { pipeline?: boolean } = {},
): Promise<TopicsSession> {
  const session = await createOwnedConversation(server);
  await insertStatements(server.db, session.conversationId, sampleStatements(STATEMENT_COUNT));
  if (pipeline) {
    await runTopicPipeline(server.db, session.conversationId, { seed: 1, compute: computeOnce });
  }
  const response = await server.request(
    `/api/v3/topicMod/topics?conversation_id=${session.conversationId}`,
    { token: session.owner.access_token },
  );
  return {
    conversationId: session.conversationId,
    token: session.owner.access_token,
    owner: session.owner,
    layers: parseTopicLayers(await response.json()),
  };
}

/** Renders the whole app at /m/{id}/topics{subpath} signed in as Ida. */
export function renderTopicsAt(session: TopicsSession, subpath: string, inspect?: AppInspect) {
  const authClient = createFakeAuthClient({ storedUser: session.owner });
  return renderAppAt(`/m/${session.conversationId}/topics${subpath}`, { authClient, inspect });
}

const body = (value: unknown) => JSON.stringify(value);

const SERVER_ERROR_MESSAGE = 'Der opstod en fejl på serveren.';
/**
 * A refusal with the server's own message in a 200 (`status: 'error'`), as upstream's topicMod
 * answers; our server's messages are Danish, and the screens show them. (Upstream's English
 * messages are replaced by the screen's Danish text: src/views/topics/topicText.ts.)
 */
const UPSTREAM_ERROR_MESSAGE = 'Emnejobbet findes ikke';

/**
 * The ways a topicMod call fails: `error` is what the client throws (the chart's error sample),
 * `reply` what the gate answers to make it throw exactly that.
 */
const topicFaults = {
  http500: {
    error: new ApiError({
      status: 500,
      statusText: 'Internal Server Error',
      body: body({ error: 'polis_err_internal', message: SERVER_ERROR_MESSAGE, status: 500 }),
      message: SERVER_ERROR_MESSAGE,
    }),
    reply: {
      status: 500,
      json: { error: 'polis_err_internal', message: SERVER_ERROR_MESSAGE, status: 500 },
    } satisfies Reply,
  },
  network: {
    error: ApiError.network(new TypeError('Failed to fetch')),
    reply: 'network-error' satisfies Reply,
  },
  /** Upstream's way: 200 with `{ status: 'error', message }`. */
  statusError: {
    error: new ApiError({
      status: 200,
      statusText: 'OK',
      body: body({ status: 'error', message: UPSTREAM_ERROR_MESSAGE }),
      message: UPSTREAM_ERROR_MESSAGE,
    }),
    reply: {
      status: 200,
      json: { status: 'error', message: UPSTREAM_ERROR_MESSAGE },
    } satisfies Reply,
  },
} as const;

type TopicFault = keyof typeof topicFaults;

export const faultSamples = Object.fromEntries(
  Object.entries(topicFaults).map(([name, fault]) => [name, { error: fault.error }]),
) as { [K in TopicFault]: { error: ApiError } };

export function faultReply(sample: string | undefined): Reply {
  const fault = topicFaults[(sample ?? 'http500') as TopicFault];
  if (!fault) throw new Error(`unknown topic fault sample "${sample}"`);
  return fault.reply;
}

/** The heading of the topic screens is there (the admin area let Ida in). */
export async function expectTopicsScreen() {
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Emnemoderation' }, SLOW),
  ).toBeVisible();
}

/**
 * Upstream Polis saying it cannot moderate topics (docs/upstream.md#topics), as recorded from a
 * stock upstream: the catch-all `200 { status: 'error', message, error }`; and newer upstream's 503.
 */
const unavailableFaults = {
  storeError: {
    error: new TopicModerationUnavailable({
      status: 200,
      statusText: 'OK',
      body: body({
        status: 'error',
        message: 'Error applying moderation action',
        error: 'Requested resource not found',
      }),
      message: 'Error applying moderation action',
    }),
    reply: {
      status: 200,
      json: {
        status: 'error',
        message: 'Error applying moderation action',
        error: 'Requested resource not found',
      },
    } satisfies Reply,
  },
  storeMissing: {
    error: new ApiError({
      status: 503,
      statusText: 'Service Unavailable',
      body: body({ error: 'polis_err_topicMod_moderation_store_missing' }),
      polisError: 'polis_err_topicMod_moderation_store_missing',
    }),
    reply: {
      status: 503,
      json: { error: 'polis_err_topicMod_moderation_store_missing' },
    } satisfies Reply,
  },
} as const;

type UnavailableFault = keyof typeof unavailableFaults;

/** The two answers that say topic moderation is unavailable, as error samples. */
export const unavailableSamples = Object.fromEntries(
  Object.entries(unavailableFaults).map(([name, fault]) => [name, { error: fault.error }]),
) as { [K in UnavailableFault]: { error: ApiError } };

/** The gate's reply for a fault sample or an unavailable sample. */
export function anyFaultReply(sample: string | undefined): Reply {
  const unavailable = unavailableFaults[sample as UnavailableFault];
  return unavailable ? unavailable.reply : faultReply(sample);
}

/**
 * Accepts statement `tid` and has `count` participants vote on it: a statement participants see
 * and have voted on, which the removal check names (docs/behaviour.md#removalguard).
 */
export async function acceptWithVotes(
  server: TestServer,
  conversationId: string,
  tid: number,
  count = 3,
): Promise<void> {
  const zid = await zidOf(server.db, conversationId);
  await server.db.query('UPDATE comments SET mod = 1, active = true WHERE zid = $1 AND tid = $2', [
    zid,
    tid,
  ]);
  const pids = await addParticipants(server.db, zid, count);
  await castVotes(
    server.db,
    zid,
    pids.map((pid) => ({ pid, tid, vote: -1 as const, created: Date.now() })),
  );
}

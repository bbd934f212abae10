// runTopicPipeline: a conversation's statements → topics, assignments and map positions in the
// database. The model is computed outside the transaction (it takes seconds); the write then locks
// the conversation's model, keeps cluster numbers that still describe the same statements
// (clusterIds.ts) and replaces everything else. Used by `npm run topics` and by demo seeding.
import type { Db } from '../platform/db';
import { findConversation } from '../conversations';
import {
  loadPreviousClusters,
  loadTopicStatements,
  lockTopicModel,
  replaceTopicModel,
  type AssignmentWrite,
  type TopicWrite,
} from './repo/topicModel';
import { makeTopicKey } from '../moderation';
import { carryOverClusterIds } from './clusterIds';
import { computeTopicModel, DEFAULT_SEED, type Statement, type TopicModel } from './computeTopics';
import { topicMessages } from './messages';

export { TooFewStatementsError } from './computeTopics';

export class UnknownConversationError extends Error {
  constructor(readonly conversationId: string) {
    super(topicMessages.unknownConversation(conversationId));
    this.name = 'UnknownConversationError';
  }
}

/** Computes the model: on the calling thread by default, in a worker for the server's jobs. */
export type ComputeTopics = (
  statements: Statement[],
  options: { seed: number; signal?: AbortSignal },
) => TopicModel | Promise<TopicModel>;

interface TopicPipelineOptions {
  /** Same statements + same seed → same topics and map. */
  seed?: number;
  compute?: ComputeTopics;
  signal?: AbortSignal;
}

interface TopicPipelineSummary {
  conversationId: string;
  statementCount: number;
  modelName: string;
  /** Topics per layer, layer 0 (finest) first. */
  layers: { layer: number; topics: number }[];
  millis: number;
}

/** The rows to write, with cluster numbers carried over from the previous run where they fit. */
function rowsToWrite(
  job: string,
  model: TopicModel,
  previous: Awaited<ReturnType<typeof loadPreviousClusters>>,
): { topics: TopicWrite[]; assignments: AssignmentWrite[] } {
  const topics: TopicWrite[] = [];
  const assignments: AssignmentWrite[] = [];
  for (const { layer, clusters, assignment, weight } of model.layers) {
    const ids = carryOverClusterIds(
      clusters.map((cluster) => cluster.tids),
      previous.get(layer) ?? new Map(),
    );
    clusters.forEach((cluster, index) => {
      topics.push({
        layer,
        cluster: ids[index],
        key: makeTopicKey(job, layer, ids[index]),
        name: cluster.name,
      });
    });
    model.tids.forEach((tid, i) => {
      assignments.push({ layer, cluster: ids[assignment[i]], tid, weight: weight[i] });
    });
  }
  return { topics, assignments };
}

/**
 * Generates the conversation's topics. Throws UnknownConversationError, or TooFewStatementsError
 * (under 10 statements with words: nothing is written).
 */
export async function runTopicPipeline(
  db: Db,
  conversationId: string,
  { seed = DEFAULT_SEED, compute = computeTopicModel, signal }: TopicPipelineOptions = {},
): Promise<TopicPipelineSummary> {
  const started = performance.now();
  const conversation = await findConversation(db, conversationId);
  if (!conversation) throw new UnknownConversationError(conversationId);
  const statements = await loadTopicStatements(db, conversation.zid);
  const model = await compute(statements, { seed, signal });
  signal?.throwIfAborted();

  await db.transaction(async (tx) => {
    await lockTopicModel(tx, conversation.zid);
    const previous = await loadPreviousClusters(tx, conversation.zid);
    // The conversation id is the job id: stable across runs, so keys can survive a rerun.
    const { topics, assignments } = rowsToWrite(conversationId, model, previous);
    await replaceTopicModel(tx, conversation.zid, {
      modelName: model.modelName,
      createdAt: Date.now(),
      topics,
      assignments,
      // A position UMAP could not place (non-finite) is left out rather than stored.
      positions: model.tids
        .map((tid, i) => ({ tid, ...model.positions[i] }))
        .filter((p) => Number.isFinite(p.x) && Number.isFinite(p.y)),
    });
  });

  return {
    conversationId,
    statementCount: statements.length,
    modelName: model.modelName,
    layers: model.layers.map(({ layer, clusters }) => ({ layer, topics: clusters.length })),
    millis: Math.round(performance.now() - started),
  };
}

// What the server's main thread and the math worker say to each other (worker.ts, runner.ts). Vote
// batches travel as typed arrays whose buffers are transferred, not copied; the worker answers with
// the pca2 body already serialised and gzip-compressed, so the main thread only stores and serves
// bytes — it never walks a large result.
import type { NoGroupsReason } from '../engine/groupsReason';
import type { StatementFlags } from '../engine/types';

/** Votes as the database gives them (vote_id order = the order they were cast), one entry per index. */
export interface VoteBatch {
  voteId: Float64Array;
  pid: Int32Array;
  tid: Int32Array;
  /** Internal sign: agree -1, disagree 1, pass 0. */
  vote: Int8Array;
  created: Float64Array;
  /** 1 where the vote carried "important to me" (high_priority). */
  important: Uint8Array;
}

export interface MapRequest {
  type: 'map';
  zid: number;
  /** Drop what the worker holds for this conversation first: `votes` are all of them. */
  reset: boolean;
  /** The votes the worker does not hold yet, in order. */
  votes: VoteBatch;
  statements: StatementFlags[];
  /** The stored MathState as JSON text, or null (cold start). */
  state: string | null;
  /** The math_tick the new body carries (the stored one + 1). */
  mathTick: number;
}

export interface StabilityRequest {
  type: 'stability';
  zid: number;
  mathTick: number;
}

export interface ForgetRequest {
  type: 'forget';
  zid: number;
}

/**
 * Tests of fault handling: the worker's next map fails half-way — 'throw' answers an error, 'exit'
 * ends the thread, 'hang' never answers (until the runner's timeout stops it).
 */
export interface FaultRequest {
  type: 'fault';
  fault: 'throw' | 'exit' | 'hang';
}

export type WorkerRequest = MapRequest | StabilityRequest | ForgetRequest | FaultRequest;

export interface MapOutput {
  pca2Gzip: Uint8Array;
  /** The body the public reads, hidden statements left out; null when it is pca2Gzip itself. */
  publicPca2Gzip: Uint8Array | null;
  /** The participants' map and the placement basis (mathJobs.ts participantGzip). */
  participantGzip: Uint8Array;
  state: string;
  voteCount: number;
  lastVoteId: number;
  participants: number;
  inConv: number;
  groups: number;
  groupsReason: NoGroupsReason | null;
  computedAt: number;
  mapMs: number;
}

export interface StabilityOutput {
  pca2Gzip: Uint8Array;
  publicPca2Gzip: Uint8Array | null;
  stabilityAri: number | null;
  stabilityMs: number;
}

export type WorkerReply =
  | { id: number; ok: true; output: MapOutput | StabilityOutput | null }
  | { id: number; ok: false; error: string };

export interface WorkerEnvelope {
  id: number;
  request: WorkerRequest;
}

export function emptyBatch(): VoteBatch {
  return {
    voteId: new Float64Array(0),
    pid: new Int32Array(0),
    tid: new Int32Array(0),
    vote: new Int8Array(0),
    created: new Float64Array(0),
    important: new Uint8Array(0),
  };
}

/** The buffers to transfer with a batch (postMessage's transfer list). */
export function batchBuffers(batch: VoteBatch): ArrayBuffer[] {
  return [batch.voteId, batch.pid, batch.tid, batch.vote, batch.created, batch.important].map(
    (array) => array.buffer as ArrayBuffer,
  );
}

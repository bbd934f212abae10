// The work the math worker does (worker.ts runs it in its own thread; tests may run it in-process).
// It holds each conversation's votes between updates (VoteStore) with the matrices built from them
// (MatrixCache: an update applies only the new votes, docs/math.md#the-warm-update), and the last
// map's result until its stability step has run, and answers with bytes ready to store: the pca2
// body, gzip-compressed.
import { gzipSync } from 'node:zlib';
import { noGroupsReason } from '../engine/groupsReason';
import type { Pca2Extension } from '../../../contract/types';
import { countImportance } from '../engine/importance';
import { buildPca2Response, emptyPca2Response } from '../engine/pca2Response';
import {
  hasHiddenColumns,
  hiddenVotes,
  publicImportance,
  publicResult,
} from '../engine/publicResult';
import { participantMap } from '../engine/participantMap';
import { placementBasis } from '../engine/placement';
import { stabilityOf } from '../engine/stability';
import { MatrixCache } from '../engine/matrixCache';
import type { MathResult, MathState } from '../engine/types';
import { updateMath } from '../engine/updateMath';
import type { MapOutput, MapRequest, StabilityOutput } from './protocol';
import { VoteStore } from './voteStore';

interface Body {
  result: MathResult;
  extension: Pca2Extension;
  /** The body's largest values as JSON, written by the map's pca2Gzip for its stability step. */
  json?: Map<string, string>;
}

interface Held extends Body {
  /**
   * What the public may read (docs/math.md#what-the-public-sees): the statements participants
   * could not see at the update left out. Absent when none of them carries votes.
   */
  public?: {
    hidden: ReadonlySet<number>;
    hiddenPerPid: ReadonlyMap<number, number>;
    extension: Pca2Extension;
    json?: Map<string, string>;
  };
}

/**
 * The only members of the pca2 body that the stability step changes. The others' JSON (1.7 of 1.9
 * MB at 2,000 statements; at 100,000 participants the per-participant keys too) is written once
 * per update, not twice.
 */
const CHANGED_BY_STABILITY = new Set(['math_tick', 'stability']);
const unchangedByStability = (key: string) => !CHANGED_BY_STABILITY.has(key);

/**
 * gzip level 4, not the default 6: on the 1.9 MB body of a 2,000-statement map, 2.3 times faster
 * (16 vs 37 ms) for 12 % more bytes. In a crowd of 200 voting, the pca2 body's JSON and gzip were
 * half of the math worker's time, on a core the vote path needs (docs/deploy.md#sizing, npm run
 * bench:votes).
 */
const PCA2_GZIP_LEVEL = 4;

/** The pca2 body: upstream's keys, our `stability`, and our own key `raadslag` (contract: Pca2). */
function pca2Gzip(held: Body, mathTick: number): Uint8Array {
  const body = { ...buildPca2Response(held.result, mathTick), raadslag: { ...held.extension } };
  // JSON.stringify(body), member by member, reusing the map's text of the unchanged values.
  const reused = held.json;
  const json = new Map<string, string>();
  const members: string[] = [];
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined) continue; // as JSON.stringify leaves it out
    const text = (unchangedByStability(key) && reused?.get(key)) || JSON.stringify(value);
    if (unchangedByStability(key)) json.set(key, text);
    members.push(`${JSON.stringify(key)}:${text}`);
  }
  held.json = json;
  return gzipSync(`{${members.join(',')}}`, { level: PCA2_GZIP_LEVEL });
}

/** The public body (null: the same as the full one), its JSON cache kept on `held.public`. */
function publicPca2Gzip(held: Held, mathTick: number): Uint8Array | null {
  const open = held.public;
  if (!open) return null;
  const body: Body = {
    result: publicResult(held.result, open.hidden, open.hiddenPerPid),
    extension: open.extension,
    json: open.json,
  };
  const gzip = pca2Gzip(body, mathTick);
  open.json = body.json;
  return gzip;
}

/**
 * The participants' map and the basis that places a participant between updates, as one stored
 * value (docs/math.md#the-participants-map): the map from the public result, the basis from the
 * whole one (its hidden columns are zeroed, so they move nobody; it never leaves the server).
 */
function participantGzip(held: Held, moderatedOut: ReadonlySet<number>, mathTick: number) {
  const basis = placementBasis(held.result, moderatedOut);
  const open = held.public;
  const shown = open ? publicResult(held.result, open.hidden, open.hiddenPerPid) : held.result;
  const extension = open?.extension ?? held.extension;
  const map = participantMap(
    shown,
    { mathTick, computedAt: extension.computed_at, voteCount: extension.vote_count },
    extension.groups_reason,
    basis.threshold,
  );
  return gzipSync(JSON.stringify({ map, basis }), { level: PCA2_GZIP_LEVEL });
}

/** What GET /math/pca2 serves before a conversation's first result: every key, nothing in them. */
export function emptyPca2Body(): string {
  const extension: Pca2Extension = {
    computed_at: null,
    vote_count: 0,
    groups_reason: 'no_votes',
    importance: { all: {}, groups: {} },
  };
  return JSON.stringify({ ...emptyPca2Response(0), raadslag: extension });
}

function parseState(text: string | null): MathState | null {
  if (text === null) return null;
  try {
    return JSON.parse(text) as MathState;
  } catch {
    return null; // a damaged state only costs the warm start
  }
}

/** A conversation's votes and the matrices built from them: dropped together, never apart. */
interface Kept {
  store: VoteStore;
  cache: MatrixCache;
}

export class MathJobs {
  private readonly kept = new Map<number, Kept>();
  private readonly held = new Map<number, Held>();

  map(request: MapRequest): MapOutput {
    const started = performance.now();
    if (request.reset) this.kept.delete(request.zid);
    let kept = this.kept.get(request.zid);
    if (!kept) {
      kept = { store: new VoteStore(), cache: new MatrixCache() };
      this.kept.set(request.zid, kept);
    }
    const { store, cache } = kept;
    store.append(request.votes);
    const { votes, important } = store.columns();
    const { result, state } = updateMath(
      { votes, statements: request.statements },
      parseState(request.state),
      { stability: false, cache },
    );
    // The server gives every statement hidden from participants as moderated out (mathInputs.ts).
    const moderatedOut = new Set(request.statements.filter((s) => s.mod === -1).map((s) => s.tid));
    const computedAt = Date.now();
    const held: Held = {
      result,
      extension: {
        computed_at: computedAt,
        vote_count: store.count,
        groups_reason: noGroupsReason(result, moderatedOut),
        importance: countImportance(votes, important, result),
      },
    };
    if (hasHiddenColumns(result, moderatedOut)) {
      const hidden = hiddenVotes(votes, moderatedOut);
      held.public = {
        hidden: moderatedOut,
        hiddenPerPid: hidden.perPid,
        extension: {
          ...held.extension,
          vote_count: store.count - hidden.rows,
          importance: publicImportance(held.extension.importance, moderatedOut),
        },
      };
    }
    this.held.set(request.zid, held);
    return {
      pca2Gzip: pca2Gzip(held, request.mathTick),
      publicPca2Gzip: publicPca2Gzip(held, request.mathTick),
      participantGzip: participantGzip(held, moderatedOut, request.mathTick),
      state: JSON.stringify(state),
      voteCount: store.count,
      lastVoteId: store.lastVoteId,
      participants: result.n,
      inConv: result.inConv.length,
      groups: result.groupClusters.length,
      groupsReason: held.extension.groups_reason,
      computedAt,
      mapMs: Math.round(performance.now() - started),
    };
  }

  /** The stability figure of the last map (docs/math.md: a separate step after the map is stored). */
  stability(zid: number, mathTick: number): StabilityOutput | null {
    const held = this.held.get(zid);
    if (!held) return null;
    this.held.delete(zid);
    const started = performance.now();
    held.result.stability = stabilityOf(held.result);
    return {
      pca2Gzip: pca2Gzip(held, mathTick),
      publicPca2Gzip: publicPca2Gzip(held, mathTick),
      stabilityAri: held.result.stability?.ari ?? null,
      stabilityMs: Math.round(performance.now() - started),
    };
  }

  forget(zid: number): void {
    this.kept.delete(zid);
    this.held.delete(zid);
  }
}

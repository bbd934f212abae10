// The engine's entry point: one full update of a conversation's opinion groups, Polis's procedure
// step by step (docs/math.md). Pure: the same input and previous state give the same result, to
// the byte, and nothing here touches the clock, the database or Math.random.
import { centredMatrix } from './centredMatrix';
import { baseClusters, bestK, groupClusterings } from './clusters';
import type { Matrices, MatrixCache } from './matrixCache';
import { consensusLists, groupAwareConsensus } from './consensus';
import { pidSet, selectInConv } from './inConv';
import { INITIAL_K_SMOOTHER, smoothK } from './kSmoother';
import { principalComponents, warmStartFor } from './pca';
import { plainArray } from './plainArray';
import { commentPriorities } from './priorities';
import { projectComments, projectParticipants } from './projection';
import { representativeStatements } from './repness';
import { stabilityOf } from './stability';
import { firstLabels, mergeLabels, tallyByLabel, tallyRow, type Tallies } from './tallies';
import type { MathInput, MathResult, MathState, MathUpdate } from './types';
import { buildVoteMatrix, nCols, nRows, rowVoteCounts } from './voteMatrix';

export interface UpdateOptions {
  /**
   * Run the stability re-runs (on by default). Off, the result carries `stability: null` and the
   * caller may fill it later with `stabilityOf(result)` (stability.ts) — the same figure.
   */
  stability?: boolean;
  /**
   * The matrices kept from the last update of the same conversation (matrixCache.ts): only the
   * votes since are applied. The result is the same, to the byte, as without it.
   */
  cache?: MatrixCache;
}

function fullMatrices(input: MathInput): Matrices {
  const matrix = buildVoteMatrix(input.votes, input.statements);
  return { matrix, centred: centredMatrix(matrix) };
}

export function updateMath(
  input: MathInput,
  stored: MathState | null = null,
  options: UpdateOptions = {},
): MathUpdate {
  // A state written by another version of the engine is not trusted: start afresh.
  const previous = stored?.version === 1 ? stored : null;
  // Steps 0–2: matrix, moderation, who is in.
  const { matrix, centred } = options.cache ? options.cache.matrices(input) : fullMatrices(input);
  const rows = nRows(matrix);
  const cols = nCols(matrix);
  const voteCounts = rowVoteCounts(matrix);
  const inConv = selectInConv(matrix.pids, voteCounts, cols, pidSet(previous?.inConv ?? []));
  let nModOut = 0;
  for (let c = 0; c < cols; c++) nModOut += matrix.modOut[c];

  // Steps 3–5: imputation (in `centred`), PCA (warm-started), projection.
  const comps = principalComponents(centred, warmStartFor(matrix.tids, previous?.comps ?? null));
  const positions = projectParticipants(centred, comps, nModOut);
  const comments = projectComments(centred.center, comps);

  // Step 6: base clusters over the in-conv participants, in row order.
  const inRows: number[] = [];
  for (let r = 0; r < rows; r++) if (inConv[r]) inRows.push(r);
  const px = new Float64Array(inRows.length);
  const py = new Float64Array(inRows.length);
  for (let i = 0; i < inRows.length; i++) {
    px[i] = positions.x[inRows[i]];
    py[i] = positions.y[inRows[i]];
  }
  const base = baseClusters(px, py);
  const nBase = base.ids.length;
  const baseWeights = new Float64Array(nBase);
  for (let i = 0; i < inRows.length; i++) baseWeights[base.assignment[i]]++;

  // Steps 7–8: groups for each k, the best k, and the smoother.
  const clusterings = groupClusterings(base.cx, base.cy, baseWeights);
  const best = bestK(clusterings);
  const smoother =
    best === null
      ? (previous?.kSmoother ?? INITIAL_K_SMOOTHER)
      : smoothK(
          previous?.kSmoother ?? INITIAL_K_SMOOTHER,
          best,
          clusterings.map((clustering) => clustering.k),
        );
  const chosen =
    best === null ? null : (clusterings.find((c) => c.k === smoother.smoothedK) ?? null);
  const groupIds = chosen ? chosen.clusters.ids : [];

  // Step 9: membership through the base clusters. Labels index base.ids / groupIds.
  // Participants not in the conversation get the extra label nBase for the tallies below.
  const rowLabel = new Int32Array(rows).fill(nBase);
  const groupLabel = new Int32Array(rows).fill(-1);
  for (let i = 0; i < inRows.length; i++) {
    rowLabel[inRows[i]] = base.assignment[i];
    if (chosen) groupLabel[inRows[i]] = chosen.clusters.assignment[base.assignment[i]];
  }

  // Steps 10–11: tallies (one pass over the votes), repness, consensus.
  const labelTallies = tallyByLabel(matrix, rowLabel, nBase + 1);
  const baseTallies = firstLabels(labelTallies, nBase);
  const groupOfBase = chosen ? chosen.clusters.assignment : new Int32Array(nBase).fill(-1);
  const groupTallies = mergeLabels(baseTallies, groupOfBase, groupIds.length);
  const everyone = mergeLabels(labelTallies, new Int32Array(nBase + 1), 1);
  const repness = representativeStatements(groupTallies, groupIds, matrix.tids, matrix.modOut);
  // Without groups there is no map to read consensus from; upstream would still list it.
  const consensus = chosen
    ? consensusLists(everyone, matrix.tids, matrix.modOut)
    : { agree: [], disagree: [] };

  const groupMembers = groupIds.map(() => [] as number[]);
  if (chosen) base.ids.forEach((id, b) => groupMembers[chosen.clusters.assignment[b]].push(id));
  const baseMembers = base.ids.map(() => [] as number[]);
  for (let i = 0; i < inRows.length; i++)
    baseMembers[base.assignment[i]].push(matrix.pids[inRows[i]]);

  const result: MathResult = {
    n: rows,
    nCmts: cols,
    tids: plainArray(matrix.tids),
    inConv: inRows.map((r) => matrix.pids[r]),
    userVoteCounts: { pids: plainArray(matrix.pids), counts: plainArray(voteCounts) },
    pca: {
      center: plainArray(centred.center),
      comps: [plainArray(comps.pc1), plainArray(comps.pc2)],
      commentProjection: [plainArray(comments.x), plainArray(comments.y)],
      commentExtremity: plainArray(comments.extremity),
    },
    participants: {
      pids: plainArray(matrix.pids),
      x: plainArray(positions.x),
      y: plainArray(positions.y),
      groupId: groupIdOfRows(groupLabel, groupIds),
    },
    baseClusters: {
      id: base.ids,
      members: baseMembers,
      x: plainArray(base.cx),
      y: plainArray(base.cy),
      count: plainArray(baseWeights),
    },
    groupClusters: groupIds.map((id, g) => ({
      id,
      center: [chosen!.clusters.cx[g], chosen!.clusters.cy[g]],
      members: groupMembers[g],
    })),
    votesBase: perStatement(baseTallies),
    groupVotes: groupIds.map((id, g) => ({
      id,
      nMembers: groupMembers[g].reduce((sum, bid) => sum + baseWeights[base.ids.indexOf(bid)], 0),
      votes: tallyRow(groupTallies, g),
    })),
    repness,
    consensus,
    groupAwareConsensus: groupAwareConsensus(groupTallies),
    commentPriorities: commentPriorities(groupTallies, comments.extremity),
    lastVoteTimestamp: matrix.lastVoteTimestamp,
    k: {
      silhouettes: clusterings.map((c) => ({ k: c.k, score: c.silhouette })),
      best,
      chosen: chosen ? chosen.k : null,
    },
    stability: null,
  };
  if (options.stability !== false) result.stability = stabilityOf(result);
  const state: MathState = {
    version: 1,
    comps: { tids: result.tids, pc1: result.pca.comps[0], pc2: result.pca.comps[1] },
    inConv: result.inConv,
    kSmoother: smoother,
  };
  return { result, state };
}

/** Each row's group id, -1 for none, from its index into the group ids. */
function groupIdOfRows(groupLabel: Int32Array, groupIds: readonly number[]): number[] {
  const out = new Array<number>(groupLabel.length);
  for (let r = 0; r < groupLabel.length; r++)
    out[r] = groupLabel[r] < 0 ? -1 : groupIds[groupLabel[r]];
  return out;
}

/** Base-cluster tallies as [tid index][base index] arrays (upstream's votes-base layout). */
function perStatement(tallies: Tallies): MathResult['votesBase'] {
  const column = (flat: Int32Array) => {
    const out: number[][] = new Array(tallies.nCols);
    for (let c = 0; c < tallies.nCols; c++) {
      const counts = new Array<number>(tallies.nLabels);
      for (let b = 0; b < tallies.nLabels; b++) counts[b] = flat[b * tallies.nCols + c];
      out[c] = counts;
    }
    return out;
  };
  return { A: column(tallies.A), D: column(tallies.D), S: column(tallies.S) };
}

// The gzipped sizes of the two bodies clients poll, for a conversation's votes: the admin's pca2
// (GET /math/pca2, as the worker stores it) and the participation page's map (GET
// /math/participantMap), built as the server builds them — the worker's own code (MathJobs.map)
// stores both, and the route's presenter adds statement texts, here 140 characters of random words
// each (a full statement), and a placed participant. Used by `npm run bench:participant`
// (bench/participantMap/mapBody.ts) and `npm run math:bench` (docs/math.md#benchmark).
import { gunzipSync, gzipSync } from 'node:zlib';
import type { ParticipantMap } from '../../../contract/types';
import type { MathInput } from '../../../server/math/engine/types';
import type { PlacementBasis } from '../../../server/math/engine/placement';
import type { StoredParticipantMap } from '../../../server/math/engine/participantMap';
import { MathJobs } from '../../../server/math/service/mathJobs';
import { withTexts } from '../../../server/math/present/participantMap';

export interface ServedBodySizes {
  /** The pca2 body the public reads (the full one when nothing is hidden), gzipped, in KB. */
  pca2GzipKB: number;
  /** GET /math/participantMap with its statement texts and the caller's place, gzipped, in KB. */
  participantMapGzipKB: number;
}

const WORDS = (
  'kommunen bør bruge flere penge på cykelstier grønne områder midtbyen parkering torvet busser ' +
  'skoler ældre boliger havnen legepladser biblioteket trafik støj træer bænke butikker lys ' +
  'fortove gader pladser cafeer kunst markeder vand regn klima affald nattelivet sikkerhed'
).split(' ');

/** A statement of 140 characters of seeded random words: gzip gets no help from repetition. */
function text(tid: number): string {
  let seed = tid * 2654435761 + 1;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  let out = `Udsagn ${tid}:`;
  while (out.length < 140) out += ` ${WORDS[Math.floor(next() * WORDS.length)]}`;
  return out.slice(0, 140);
}

export function servedBodySizes(input: MathInput): ServedBodySizes {
  const n = input.votes.pid.length;
  const output = new MathJobs().map({
    type: 'map',
    zid: 1,
    reset: true,
    votes: {
      voteId: Float64Array.from({ length: n }, (_, i) => i + 1),
      pid: input.votes.pid,
      tid: input.votes.tid,
      vote: input.votes.vote,
      created: input.votes.created,
      important: new Uint8Array(n),
    },
    statements: [...input.statements],
    state: null,
    mathTick: 1,
  });
  const { map, basis } = JSON.parse(gunzipSync(output.participantGzip).toString('utf8')) as {
    map: StoredParticipantMap;
    basis: PlacementBasis;
  };
  const cited = [
    ...map.groups.flatMap((g) => g.statements.map((s) => s.tid)),
    ...map.majority.agree.map((s) => s.tid),
    ...map.majority.disagree.map((s) => s.tid),
  ];
  const b = 0;
  const body: ParticipantMap = {
    ...map,
    ...withTexts(map, new Map(cited.map((tid) => [tid, text(tid)]))),
    you: {
      x: basis.base.x[b],
      y: basis.base.y[b],
      group_id: basis.base.group[b],
      projected: false,
    },
  };
  return {
    pca2GzipKB: (output.publicPca2Gzip ?? output.pca2Gzip).length / 1024,
    participantMapGzipKB: gzipSync(JSON.stringify(body)).length / 1024,
  };
}

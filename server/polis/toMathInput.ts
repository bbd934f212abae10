// A Polis export as the math engine's input: votes in the export's (timestamp) order with the
// sign turned back to Polis's internal one (agree = -1), moderation and meta flags per comment.
import type { MathInput } from '../math/engine/types';
import type { PolisExport } from './readPolisExport';

export function toMathInput(data: PolisExport): MathInput {
  const count = data.votes.length;
  const pid = new Int32Array(count);
  const tid = new Int32Array(count);
  const vote = new Int8Array(count);
  const created = new Float64Array(count);
  data.votes.forEach((v, i) => {
    pid[i] = v.pid;
    tid[i] = v.tid;
    vote[i] = -v.vote;
    created[i] = v.created;
  });
  return {
    votes: { pid, tid, vote, created },
    statements: data.comments.map((c) => ({ tid: c.tid, mod: c.moderated, isMeta: c.isMeta })),
  };
}

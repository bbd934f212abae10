// The access matrix's rows for the seed statements on the configure screen
// (docs/api.md#seed-statements): listed, reworded and removed by the conversation's moderators
// only. Part of CASES in accessMatrixCases.ts. Each caller's call names a seed of its own nobody
// voted on (the fixture's `freeSeedTids`), so the moderators' calls all succeed and a refusal is
// never about the seed.
import type { Case } from './accessMatrixExpectations';

export const SEED_CASES: Case[] = [
  {
    route: 'GET /seedComments',
    access: 'moderator',
    request: (f) => ({ path: `/seedComments?conversation_id=${f.cid}` }),
  },
  {
    route: 'PUT /seedComments',
    access: 'moderator',
    request: (f, n) => ({
      path: '/seedComments',
      json: { conversation_id: f.cid, tid: f.freeSeedTids[0], txt: `Omformuleret frø ${n}` },
    }),
  },
  {
    route: 'DELETE /seedComments',
    access: 'moderator',
    request: (f) => ({
      path: `/seedComments?conversation_id=${f.cid}&tid=${f.freeSeedTids.pop()}`,
    }),
  },
];

// The access matrix's rows for the public opinion groups: the pca2 body and the participants' map,
// readable by whoever may open the participation page. Part of CASES in accessMatrixCases.ts.
import type { Case } from './accessMatrixExpectations';

export const PUBLIC_MATH_CASES: Case[] = [
  {
    // The opinion groups: public like the participation page (upstream serves them to anyone).
    route: 'GET /math/pca2',
    access: 'participation',
    request: (f) => ({ path: `/math/pca2?conversation_id=${f.cid}` }),
  },
  {
    // The map's poll: the same public answer, with the X-Math-Updating flag (a boolean, nothing
    // about failures or timings). Whoever may read the groups may know they are being updated.
    route: 'GET /math/pca2',
    label: 'updating flag',
    access: 'participation',
    request: (f) => ({ path: `/math/pca2?conversation_id=${f.cid}&math_tick=-1` }),
  },
  {
    // The participants' map: public like pca2; a participant token only adds the caller's own place
    // (another participant's token names another pid, never this caller's data).
    route: 'GET /math/participantMap',
    access: 'participation',
    request: (f) => ({ path: `/math/participantMap?conversation_id=${f.cid}` }),
  },
];

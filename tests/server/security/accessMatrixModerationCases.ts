// The access matrix's rows for moderation that scales (docs/api.md#get-comments): the paged
// moderation list, bulk accept / reject, undo, and the moderation log (every moderator of the
// conversation). Spread into CASES.
import type { Case } from './accessMatrixExpectations';

export const MODERATION_CASES: Case[] = [
  {
    route: 'GET /comments',
    label: 'moderation, paged',
    access: 'moderator',
    request: (f) => ({
      path: `/comments?moderation=true&paged=true&mod=0&search=fr&sort=newest&conversation_id=${f.cid}`,
    }),
  },
  {
    route: 'POST /comments/moderate',
    access: 'moderator',
    request: (f) => ({
      path: '/comments/moderate',
      json: { conversation_id: f.cid, change: 'accept', tids: [0] },
    }),
  },
  {
    route: 'POST /comments/moderate/undo',
    access: 'moderator',
    request: (f) => ({
      path: '/comments/moderate/undo',
      json: { conversation_id: f.cid, action_id: f.actionId },
    }),
  },
  {
    route: 'GET /comments/moderationLog',
    access: 'moderator',
    request: (f) => ({ path: `/comments/moderationLog?conversation_id=${f.cid}` }),
  },
  {
    route: 'GET /comments/moderationLog',
    label: 'csv',
    access: 'moderator',
    request: (f) => ({ path: `/comments/moderationLog?conversation_id=${f.cid}&format=csv` }),
  },
  {
    route: 'GET /comments/moderationLog',
    label: 'paged',
    access: 'moderator',
    request: (f) => ({ path: `/comments/moderationLog?conversation_id=${f.cid}&limit=20` }),
  },
  {
    route: 'GET /comments/moderationLog',
    label: 'paged, one statement',
    access: 'moderator',
    request: (f) => ({ path: `/comments/moderationLog?conversation_id=${f.cid}&limit=20&tid=0` }),
  },
];

// The access matrix's rows for the data-protection routes (docs/api.md#data-protection): deleting a
// conversation, its retention period and archive (the owner only), copying and archiving it (the
// owner only), and a participant's own data. Part of CASES in accessMatrixCases.ts.
import type { Case } from './accessMatrixExpectations';

export const DATA_PROTECTION_CASES: Case[] = [
  {
    route: 'GET /conversationData',
    access: 'ownerOnly',
    request: (f) => ({ path: `/conversationData?conversation_id=${f.cid}` }),
  },
  {
    route: 'PUT /conversationData/retention',
    access: 'ownerOnly',
    request: (f) => ({
      path: '/conversationData/retention',
      json: { conversation_id: f.cid, retention_days: 365 },
    }),
  },
  {
    // Only a closed conversation can be deleted: the fixture's second one, deleted by the owner's
    // call.
    route: 'DELETE /conversationData',
    access: 'ownerOnly',
    request: (f) => ({ path: `/conversationData?conversation_id=${f.closedCid}` }),
  },
  {
    route: 'GET /conversationArchive',
    access: 'ownerOnly',
    request: (f) => ({ path: `/conversationArchive?conversation_id=${f.cid}` }),
  },
  {
    // A conversation's life (docs/api.md#a-conversations-life): copying and archiving are the
    // owner's decisions.
    route: 'POST /conversationCopies',
    access: 'ownerOnly',
    request: (f) => ({ path: '/conversationCopies', json: { conversation_id: f.cid } }),
  },
  {
    route: 'POST /archivedConversations',
    access: 'ownerOnly',
    request: (f) => ({ path: '/archivedConversations', json: { conversation_id: f.cid } }),
  },
  {
    route: 'DELETE /archivedConversations',
    access: 'ownerOnly',
    request: (f) => ({ path: `/archivedConversations?conversation_id=${f.cid}` }),
  },
  {
    // Another participant's data cannot be named: the token says whose (myData.test.ts).
    route: 'GET /myData',
    access: 'ownParticipant',
    request: (f) => ({ path: `/myData?conversation_id=${f.cid}` }),
  },
  {
    route: 'DELETE /myData',
    access: 'ownParticipant',
    request: (f) => ({ path: `/myData?conversation_id=${f.cid}` }),
  },
];

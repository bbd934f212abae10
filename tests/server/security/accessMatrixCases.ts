// The access matrix's rows: one request per registered /api/v3 route (several where a route
// answers differently by its parameters), built from the fixture. Read by accessMatrix.test.ts.
import { DATA_PROTECTION_CASES } from './accessMatrixDataCases';
import { PUBLIC_MATH_CASES } from './accessMatrixMathCases';
import { MODERATION_CASES } from './accessMatrixModerationCases';
import { REPORT_TEXT_CASES } from './accessMatrixReportTextCases';
import { SEED_CASES } from './accessMatrixSeedCases';
import { REMOVABLE_EMAIL, type Case } from './accessMatrixExpectations';

export const CASES: Case[] = [
  { route: 'GET /users', access: 'signedIn', request: () => ({ path: '/users' }) },
  {
    route: 'GET /conversations',
    label: 'list',
    access: 'signedIn',
    request: () => ({ path: '/conversations?include_all_conversations_i_am_in=true' }),
  },
  {
    route: 'GET /conversations',
    label: 'one',
    access: 'public',
    request: (f) => ({ path: `/conversations?conversation_id=${f.cid}` }),
  },
  {
    route: 'POST /conversations',
    access: 'signedIn',
    request: () => ({ path: '/conversations', json: { is_draft: true, is_active: true } }),
  },
  {
    route: 'PUT /conversations',
    access: 'moderator',
    request: (f, n) => ({
      path: '/conversations',
      json: { conversation_id: f.cid, description: `Beskrivelse ${n}` },
    }),
  },
  {
    route: 'GET /conversationModerators',
    access: 'moderator',
    request: (f) => ({ path: `/conversationModerators?conversation_id=${f.cid}` }),
  },
  {
    route: 'POST /conversationModerators',
    access: 'ownerOnly',
    request: (f, n) => ({
      path: '/conversationModerators',
      json: { conversation_id: f.cid, email: `kollega${n}@test.local` },
    }),
  },
  {
    route: 'DELETE /conversationModerators',
    access: 'ownerOnly',
    // Only the owner's call gets past the check, so the one named address is enough.
    request: (f) => ({
      path: `/conversationModerators?conversation_id=${f.cid}&email=${REMOVABLE_EMAIL}`,
    }),
  },
  {
    route: 'GET /comments',
    label: 'moderation',
    access: 'moderator',
    request: (f) => ({
      path: `/comments?moderation=true&include_voting_patterns=false&mod=0&conversation_id=${f.cid}`,
    }),
  },
  {
    route: 'GET /comments',
    label: 'public',
    access: 'publicList',
    request: (f) => ({ path: `/comments?conversation_id=${f.cid}` }),
  },
  {
    route: 'POST /comments',
    label: 'seed',
    // A seed needs a signed-in user; someone who may not moderate gets a pending statement.
    access: 'signedIn',
    request: (f, n) => ({
      path: '/comments',
      json: { txt: `Frø nummer ${n}`, pid: -1, conversation_id: f.cid, is_seed: true },
    }),
  },
  {
    route: 'POST /comments',
    label: 'statement',
    access: 'statement',
    request: (f, n) => ({
      path: '/comments',
      json: { txt: `Deltagerudsagn nummer ${n}`, conversation_id: f.cid },
    }),
  },
  {
    route: 'POST /comments/similar',
    // Before posting: whoever may post a statement may ask (docs/api.md#post-commentssimilar).
    access: 'statement',
    request: (f, n) => ({
      path: '/comments/similar',
      json: { txt: `Deltagerudsagn nummer ${n}`, conversation_id: f.cid },
    }),
  },
  ...MODERATION_CASES,
  {
    route: 'PUT /comments',
    access: 'moderator',
    request: (f) => ({
      path: '/comments',
      json: {
        conversation_id: f.cid,
        tid: 0,
        active: true,
        mod: 1,
        is_meta: false,
        velocity: 1,
      },
    }),
  },
  {
    route: 'GET /conversationStats',
    label: 'moderator',
    access: 'moderator',
    request: (f) => ({ path: `/conversationStats?conversation_id=${f.cid}` }),
  },
  {
    route: 'GET /conversationStats',
    label: 'report_id',
    access: 'public',
    request: (f) => ({
      path: `/conversationStats?conversation_id=${f.cid}&report_id=${f.reportId}`,
    }),
  },
  {
    route: 'GET /conversationUuid',
    access: 'moderator',
    request: (f) => ({ path: `/conversationUuid?conversation_id=${f.cid}` }),
  },
  {
    route: 'GET /reports',
    label: 'conversation_id',
    access: 'moderator',
    request: (f) => ({ path: `/reports?conversation_id=${f.cid}` }),
  },
  {
    route: 'GET /reports',
    label: 'report_id',
    access: 'public',
    request: (f) => ({ path: `/reports?report_id=${f.reportId}` }),
  },
  {
    // Publishing a report (a new frozen version): the owner and site administrators, as reading the
    // list; what an attacker sends beyond that is reportVersions.test.ts.
    route: 'POST /reports',
    access: 'moderator',
    request: (f) => ({ path: '/reports', json: { conversation_id: f.cid } }),
  },
  {
    route: 'GET /export/comments.csv',
    access: 'moderator',
    request: (f) => ({ path: `/export/comments.csv?conversation_id=${f.cid}` }),
  },
  {
    route: 'GET /export/votes.csv',
    access: 'moderator',
    request: (f) => ({ path: `/export/votes.csv?conversation_id=${f.cid}` }),
  },
  {
    // The Danish Excel variant of the same file (docs/api.md): the same callers, nothing more.
    route: 'GET /export/comments.csv',
    access: 'moderator',
    request: (f) => ({ path: `/export/comments.csv?conversation_id=${f.cid}&dialect=excel-da` }),
  },
  {
    route: 'GET /export/polis/summary.csv',
    access: 'moderator',
    request: (f) => ({ path: `/export/polis/summary.csv?conversation_id=${f.cid}` }),
  },
  {
    route: 'GET /export/polis/comments.csv',
    access: 'moderator',
    request: (f) => ({ path: `/export/polis/comments.csv?conversation_id=${f.cid}` }),
  },
  {
    route: 'GET /export/polis/votes.csv',
    access: 'moderator',
    request: (f) => ({ path: `/export/polis/votes.csv?conversation_id=${f.cid}` }),
  },
  {
    route: 'GET /export/polis/participants-votes.csv',
    access: 'moderator',
    request: (f) => ({ path: `/export/polis/participants-votes.csv?conversation_id=${f.cid}` }),
  },
  {
    route: 'GET /topicMod/topics',
    access: 'moderator',
    request: (f) => ({ path: `/topicMod/topics?conversation_id=${f.cid}` }),
  },
  {
    route: 'GET /topicMod/topics/:topicKey/comments',
    access: 'moderator',
    request: (f) => ({
      path:
        `/topicMod/topics/${encodeURIComponent(f.topicKey)}/comments` +
        `?conversation_id=${f.cid}&report_id=${f.cid}`,
    }),
  },
  {
    route: 'GET /topicMod/stats',
    access: 'moderator',
    request: (f) => ({ path: `/topicMod/stats?conversation_id=${f.cid}` }),
  },
  {
    route: 'GET /topicMod/proximity',
    access: 'moderator',
    request: (f) => ({
      path: `/topicMod/proximity?conversation_id=${f.cid}&report_id=${f.cid}&layer_id=0`,
    }),
  },
  {
    route: 'POST /topicMod/moderate',
    access: 'moderator',
    request: (f) => ({
      path: '/topicMod/moderate',
      json: { conversation_id: f.cid, topic_key: f.topicKey, action: 'accept', moderator: 'admin' },
    }),
  },
  {
    route: 'GET /topicMod/topics/:topicKey/impact',
    access: 'moderator',
    request: (f) => ({
      path: `/topicMod/topics/${encodeURIComponent(f.topicKey)}/impact?conversation_id=${f.cid}&action=reject`,
    }),
  },
  {
    // Each caller tries to undo an action of its own: the owner's log has one per caller.
    route: 'POST /topicMod/undo',
    access: 'moderator',
    request: (f) => ({
      path: '/topicMod/undo',
      json: { conversation_id: f.cid, action_id: f.actionIds.shift() },
    }),
  },
  {
    route: 'GET /topicMod/generate',
    access: 'moderator',
    request: (f) => ({ path: `/topicMod/generate?conversation_id=${f.cid}` }),
  },
  {
    // Queues the topic pipeline (or says there are too few statements): moderators only.
    route: 'POST /topicMod/generate',
    access: 'moderator',
    request: (f) => ({ path: '/topicMod/generate', json: { conversation_id: f.cid } }),
  },
  {
    route: 'GET /participationInit',
    access: 'participation',
    request: (f) => ({ path: `/participationInit?conversation_id=${f.cid}` }),
  },
  {
    route: 'GET /nextComment',
    access: 'participation',
    request: (f) => ({ path: `/nextComment?conversation_id=${f.cid}` }),
  },
  {
    route: 'POST /votes',
    access: 'participation',
    request: (f) => ({ path: '/votes', json: { conversation_id: f.cid, tid: 0, vote: -1 } }),
  },
  {
    // The frozen report: anyone with the link; reading it never changes it
    // (reportVersions.test.ts).
    route: 'GET /reportData',
    access: 'participation',
    request: (f) => ({ path: `/reportData?report_id=${f.reportId}` }),
  },
  ...PUBLIC_MATH_CASES,
  {
    // Where the computation stands, failures included: the moderators' business.
    route: 'GET /math/status',
    access: 'moderator',
    request: (f) => ({ path: `/math/status?conversation_id=${f.cid}` }),
  },
  {
    // Votes per statement and group, pending and rejected statements included: the moderators'.
    route: 'GET /math/statementVotes',
    access: 'moderator',
    request: (f) => ({ path: `/math/statementVotes?conversation_id=${f.cid}` }),
  },
  // Data protection (docs/api.md#data-protection); what goes and what stays:
  // server/dataProtection/routes/conversationData.test.ts, myData.test.ts.
  ...DATA_PROTECTION_CASES,
  ...SEED_CASES,
  ...REPORT_TEXT_CASES,
];

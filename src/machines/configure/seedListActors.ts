// The seedList chart's actors (src/machines/configure/seedList.machine.ts): the calls of /seedComments, a
// seed posted from 'Indsæt flere', a chosen file read, and the message hub's 'comments.changed'.
import { fromPromise } from 'xstate';
import { postSeedComment } from '../../api/common/comments';
import { deleteSeed, editSeed, listSeeds } from '../../api/configure/seedComments';
import { listenTo } from '../common/appEvents';
import { statementsFromFile } from './seedBulk';
import { conversationRequest, fromRequest, requestActor } from '../common/fromRequest';

/** Names the chart's own 'comments.changed' announcements, so it can tell its echo apart. */
export const SEED_LIST_SOURCE = 'seedList';

export const seedListActors = {
  /** A statement was added (seed form, or this chart's bulk): the list reloads. */
  listenForChanges: listenTo('comments.changed', ({ source }) => ({
    type: source === SEED_LIST_SOURCE ? ('seeds.ownChange' as const) : ('seeds.changed' as const),
  })),
  fetchSeeds: conversationRequest(listSeeds),
  saveSeed: requestActor(editSeed),
  removeSeed: requestActor(deleteSeed),
  postBulkSeed: fromRequest<unknown, { conversationId: string; text: string }>(
    ({ input, signal }) =>
      postSeedComment({ txt: input.text, conversation_id: input.conversationId }, signal),
  ),
  readStatementFile: fromPromise<string, { file: File }>(async ({ input }) =>
    statementsFromFile(input.file.size, await input.file.text()),
  ),
};

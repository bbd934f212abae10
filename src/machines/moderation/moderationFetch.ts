// The moderation chart's fetch of the three lists (with ETags; each as far as it is loaded, under
// the moderator's search, filters and sort) and, beside them, each statement's votes per opinion
// group (GET /math/statementVotes), and the shapes its context holds. A list answered 304 keeps
// what we had. The tab counts come with the lists (paged=true); from a server without them
// (upstream Polis) each tab counts what it holds.
import { listModerationPage } from '../../api/common/comments';
import { getStatementVotes } from '../../api/moderation/statementVotes';
import type { ModerationCounts } from '../../../contract/moderationList';
import type { StatementVotes } from '../../../contract/statementVotes';
import { allOrAbort } from '../common/allOrAbort';
import type { ModerationContext } from './moderation.types';
import { LIST_KEYS, modOfList, type ListEtags, type ModerationLists } from './moderationLists';

/** What the fetch reads from the chart's context (`counts` is kept when every list answers 304). */
export type FetchListsInput = Pick<
  ModerationContext,
  'conversationId' | 'server' | 'etags' | 'limits' | 'query' | 'counts'
>;

export interface FetchedLists {
  lists: ModerationLists;
  etags: ListEtags;
  counts: ModerationCounts;
  votes: StatementVotes;
}

/** Fetches the three lists at once; a list answered 304 keeps what we had. */
export async function fetchModerationLists(
  input: FetchListsInput,
  signal: AbortSignal,
): Promise<FetchedLists> {
  let votes: StatementVotes | null = null;
  const replies = await allOrAbort(signal, (each) => [
    ...LIST_KEYS.map((list) =>
      listModerationPage(
        {
          conversationId: input.conversationId,
          mod: modOfList(list),
          limit: input.limits[list],
          query: input.query,
          ifNoneMatch: input.etags[list],
        },
        each,
      ),
    ),
    getStatementVotes(input.conversationId, each).then((reply) => {
      votes = reply;
      return null;
    }),
  ]);
  const lists = { ...input.server };
  const etags = { ...input.etags };
  let counts: ModerationCounts | null = null;
  LIST_KEYS.forEach((list, i) => {
    const reply = replies[i]!;
    if (!reply.unchanged) {
      lists[list] = reply.comments;
      counts ??= reply.counts;
    }
    etags[list] = reply.etag;
  });
  const held = { pending: lists.pending.length, accepted: lists.accepted.length };
  return {
    lists,
    etags,
    counts: counts ?? input.counts ?? { ...held, rejected: lists.rejected.length },
    votes: votes!,
  };
}

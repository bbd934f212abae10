// The moderation chart's fetch of the three lists (with ETags) and, beside them, each statement's
// votes in all and per opinion group (GET /math/statementVotes), and the shapes its context holds.
// A list answered 304 keeps what we had.
import type { ApiErrorInfo } from '../../api/apiError';
import { listModerationComments } from '../../api/comments';
import { getStatementVotes } from '../../api/statementVotes';
import type { StatementVotes } from '../../contract/statementVotes';
import { allOrAbort } from './allOrAbort';
import {
  LIST_KEYS,
  modOfList,
  type ListEtags,
  type ListKey,
  type ModerationChange,
  type ModerationLists,
} from '../rules/moderationLists';

export type Announcement =
  | { kind: 'focus'; list: ListKey; tid: number; txt: string; position: number; total: number }
  | { kind: 'moderated'; change: ModerationChange; tid: number; txt: string }
  | { kind: 'refused'; change: ModerationChange; tid: number; txt: string };

export interface ModerationFailure {
  change: ModerationChange;
  tid: number;
  txt: string;
  error: ApiErrorInfo;
}

export interface FetchListsInput {
  conversationId: string;
  server: ModerationLists;
  etags: ListEtags;
}

export interface FetchedLists {
  lists: ModerationLists;
  etags: ListEtags;
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
      listModerationComments(
        {
          conversationId: input.conversationId,
          mod: modOfList(list),
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
  LIST_KEYS.forEach((list, i) => {
    const reply = replies[i]!;
    if (!reply.unchanged) lists[list] = reply.comments;
    etags[list] = reply.etag;
  });
  return { lists, etags, votes: votes! };
}

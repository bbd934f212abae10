// Database rows → the contract's Comment (GET /comments).
import type { Comment } from '../../../contract/types';
import type { CommentRow } from '../repo/comments';

export function toComment(row: CommentRow, conversationId: string): Comment {
  return {
    txt: row.txt,
    tid: row.tid,
    pid: row.pid,
    created: row.created,
    mod: row.mod,
    active: row.active,
    is_meta: row.is_meta,
    is_seed: row.is_seed,
    velocity: row.velocity,
    lang: row.lang,
    quote_src_url: row.quote_src_url,
    conversation_id: conversationId,
  };
}

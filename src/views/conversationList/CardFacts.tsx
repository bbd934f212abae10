// The facts a conversation card shows under its topic (docs/behaviour.md#conversationlist): open,
// closed or draft; for moderators the statements waiting for moderation; a scheduled close; the
// last activity. Upstream Polis sends no queue count, schedule or activity time: then those lines
// are left out.
import type { ConversationListItem } from '../../../contract/types';
import * as da from '../../copy/da';
import { conversationStatus } from '../../machines/common/conversationStatus';

export function CardStatus({ conversation }: { conversation: ConversationListItem }) {
  const status = conversationStatus(conversation);
  return (
    <span className={`tag conversation-card__status conversation-card__status--${status}`}>
      {da.conversationCards.status[status]}
    </span>
  );
}

export function CardFacts({ conversation }: { conversation: ConversationListItem }) {
  const waiting = conversation.waiting_count;
  return (
    <>
      {waiting !== undefined ? (
        <p
          className={
            waiting > 0
              ? 'conversation-card__waiting conversation-card__waiting--some'
              : 'conversation-card__waiting'
          }
        >
          {da.conversationCards.waiting(waiting)}
        </p>
      ) : null}
      {/* Only while it is still open: a closed conversation's old schedule says nothing. */}
      {conversation.closes_at && conversation.is_active ? (
        <p className="conversation-card__closes">
          {da.conversationCards.closes(conversation.closes_at)}
        </p>
      ) : null}
      {conversation.last_activity !== undefined ? (
        <p className="conversation-card__activity">
          {da.conversationCards.lastActivity(conversation.last_activity)}
        </p>
      ) : null}
    </>
  );
}

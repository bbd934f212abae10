// One conversation in the list: topic and status, 'Embedded on {parent_url}' when present (plain
// text, never a link: the address comes from whoever embedded the conversation), the participant
// count, and (CardFacts) the moderation queue and the last activity. A closed one looks closed.
import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { ConversationListItem } from '../../../contract/types';
import * as da from '../../copy/da';
import { conversationStatus } from '../../machines/common/conversationStatus';
import { CardFacts, CardStatus } from './CardFacts';

function CardBody({ conversation }: { conversation: ConversationListItem }) {
  return (
    <>
      <div className="conversation-card__head">
        <h2 className="conversation-card__topic">
          {conversation.topic || da.conversationAdmin.untitled}
        </h2>
        <CardStatus conversation={conversation} />
      </div>
      {conversation.parent_url ? (
        <p className="conversation-card__embed">
          {da.conversations.embeddedOn(conversation.parent_url)}
        </p>
      ) : null}
      <p className="conversation-card__count">
        {da.conversations.participants(conversation.participant_count)}
      </p>
      <CardFacts conversation={conversation} />
    </>
  );
}

const cardClass = (conversation: ConversationListItem) =>
  conversationStatus(conversation) === 'closed'
    ? 'conversation-card card conversation-card--closed'
    : 'conversation-card card';

/** Opens the admin area of the conversation. Memoised: it renders again only for its own data. */
export const OwnConversationCard = memo(function OwnConversationCard({
  conversation,
}: {
  conversation: ConversationListItem;
}) {
  return (
    <Link
      className={cardClass(conversation)}
      to={`/m/${encodeURIComponent(conversation.conversation_id)}`}
    >
      <CardBody conversation={conversation} />
    </Link>
  );
});

/** Opens the public participation page in a new tab (the /other-conversations list). Memoised. */
export const OtherConversationCard = memo(function OtherConversationCard({
  conversation,
  href,
}: {
  conversation: ConversationListItem;
  href: string;
}) {
  return (
    <a className={cardClass(conversation)} href={href} target="_blank" rel="noopener noreferrer">
      <CardBody conversation={conversation} />
      <span className="visually-hidden"> {da.conversations.opensInNewTab}</span>
    </a>
  );
});

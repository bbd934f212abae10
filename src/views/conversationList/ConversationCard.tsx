// One conversation in the list: topic, 'Embedded on {parent_url}' when present (plain text, never
// a link: the address comes from whoever embedded the conversation), and the participant count.
import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { ConversationListItem } from '../../contract/types';
import * as da from '../../copy/da';

function CardBody({ conversation }: { conversation: ConversationListItem }) {
  return (
    <>
      <h2 className="conversation-card__topic">
        {conversation.topic || da.conversationAdmin.untitled}
      </h2>
      {conversation.parent_url ? (
        <p className="conversation-card__embed">
          {da.conversations.embeddedOn(conversation.parent_url)}
        </p>
      ) : null}
      <p className="conversation-card__count">
        {da.conversations.participants(conversation.participant_count)}
      </p>
    </>
  );
}

/** Opens the admin area of the conversation. Memoised: it renders again only for its own data. */
export const OwnConversationCard = memo(function OwnConversationCard({
  conversation,
}: {
  conversation: ConversationListItem;
}) {
  return (
    <Link
      className="conversation-card"
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
    <a className="conversation-card" href={href} target="_blank" rel="noopener noreferrer">
      <CardBody conversation={conversation} />
      <span className="visually-hidden"> {da.conversations.opensInNewTab}</span>
    </a>
  );
});

// The conversation's topic and framing, in the box that takes the owner's help colours.
import type { ParticipationConversation } from '../../contract/types';
import { da } from '../../copy/da';
import { helpColourStyle } from './participationText';

export function ConversationIntro({
  conversation,
  topic,
}: {
  conversation: ParticipationConversation;
  topic: string;
}) {
  const style = helpColourStyle(conversation);
  return (
    <section
      className={style ? 'intro-box intro-box--custom' : 'intro-box'}
      style={style}
      aria-label={da.participation.introLabel}
    >
      <h1 className="intro-box__topic">{topic}</h1>
      {conversation.description.trim() ? (
        <p className="intro-box__description">{conversation.description}</p>
      ) : null}
      <p className="intro-box__how">{da.participation.howTo}</p>
    </section>
  );
}

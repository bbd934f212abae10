// The conversation's topic and framing, in the box that takes the owner's help colours. A long
// description shows its first paragraph; the rest opens with a native <details>.
import type { ParticipationConversation } from '../../../contract/types';
import * as da from '../../../copy/da';
import { helpColourStyle, splitDescription } from './participationText';

export function ConversationIntro({
  conversation,
  topic,
}: {
  conversation: ParticipationConversation;
  topic: string;
}) {
  const style = helpColourStyle(conversation);
  const { lead, rest } = splitDescription(conversation.description);
  return (
    <section
      className={style ? 'intro-box intro-box--custom' : 'intro-box'}
      style={style}
      aria-label={da.participation.introLabel}
    >
      <h1 className="intro-box__topic">{topic}</h1>
      {lead ? <p className="intro-box__description">{lead}</p> : null}
      {rest ? (
        <details className="intro-box__more">
          <summary>{da.participation.readMore}</summary>
          <p className="intro-box__description">{rest}</p>
        </details>
      ) : null}
      <p className="intro-box__how">{da.participation.howTo}</p>
    </section>
  );
}

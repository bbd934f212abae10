// The conversation's topic and framing, in the box that takes the owner's help colours. A long
// description shows its first paragraph (at most about three lines on a phone); the rest opens
// with a native <details>, so the statement and its vote buttons stay on a phone's first screen
// (docs/behaviour.md#participation). A clipped first paragraph gives way to the whole text when
// the details are open. A scheduled close is said under the topic. How to take part is said under
// the statement (ParticipationPage), where it does not push the vote buttons down.
import type { ParticipationConversation } from '../../../../contract/types';
import * as da from '../../../copy/da';
import { closingTimeText, helpColourStyle, splitDescription } from './participationText';

export function ConversationIntro({
  conversation,
  topic,
}: {
  conversation: ParticipationConversation;
  topic: string;
}) {
  const style = helpColourStyle(conversation);
  const { lead, rest, clipped } = splitDescription(conversation.description);
  const closesAt = conversation.is_active ? (conversation.closes_at ?? null) : null;
  return (
    <section
      className={style ? 'intro-box intro-box--custom' : 'intro-box'}
      style={style}
      aria-label={da.participation.introLabel}
    >
      <h1 className="intro-box__topic">{topic}</h1>
      {closesAt !== null ? (
        <p className="intro-box__closes">{closingTimeText(closesAt, Date.now())}</p>
      ) : null}
      {lead ? (
        <p className={`intro-box__description${clipped ? ' intro-box__description--clipped' : ''}`}>
          {lead}
        </p>
      ) : null}
      {rest ? (
        <details className="intro-box__more">
          <summary>{da.participation.readMore}</summary>
          <p className="intro-box__description">{rest}</p>
        </details>
      ) : null}
    </section>
  );
}

// One topic of the tree (docs/behaviour.md#topictree): position, status, name, comment count, the
// expand toggle with model, creation time and moderator, and the moderation buttons. Memoised and
// fed by narrow selectors, so a tree of 500 topics re-renders only the card that changed. While a
// moderation is under way the chart ignores further clicks (the tree is aria-busy meanwhile).
import { useSelector } from '@xstate/react';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import type { Topic, TopicAction } from '../../contract/types';
import * as da from '../../copy/da';
import { statusForAction } from '../../machines/rules/topics';
import { topicTreeMachine } from '../../machines/topicTree.machine';
import {
  selectBusyTopic,
  selectCanModerate,
  selectIsExpanded,
} from '../../machines/topicTree.selectors';
import { formatTime, topicCommentsPath } from '../topics/topicText';

const t = da.topics.tree;

export type TopicTreeActor = ActorRefFrom<typeof topicTreeMachine>;

const ACTIONS: ReadonlyArray<{ action: TopicAction; label: string }> = [
  { action: 'accept', label: t.accept },
  { action: 'reject', label: t.reject },
  { action: 'meta', label: t.meta },
];

export const TopicCard = memo(function TopicCard({
  topic,
  actor,
  conversationId,
}: {
  topic: Topic;
  actor: TopicTreeActor;
  conversationId: string;
}) {
  const key = topic.topic_key;
  const expanded = useSelector(actor, (s) => selectIsExpanded(s, key));
  const savingThis = useSelector(actor, (s) => selectBusyTopic(s) === key);
  // A server that cannot moderate topics gets no buttons that would only fail.
  const canModerate = useSelector(actor, selectCanModerate);
  const { status, comment_count: count, moderator } = topic.moderation;
  const name = topic.topic_name || t.unnamed;
  const detailsId = `topic-details-${key}`;

  return (
    <li className={`topic-card topic-card--${status}`} aria-busy={savingThis || undefined}>
      <div className="topic-card__head">
        <div className="topic-card__meta wrap-row">
          <span>{t.cardPosition(topic.layer_id, topic.cluster_id)}</span>
          <span className={`topic-status topic-status--${status}`}>{t.status(status)}</span>
        </div>
        <button
          type="button"
          className="topic-card__toggle"
          aria-expanded={expanded}
          aria-controls={detailsId}
          aria-label={expanded ? t.collapse(name) : t.expand(name)}
          onClick={() => actor.send({ type: 'topic.toggle', topicKey: key })}
        >
          <span aria-hidden="true">{expanded ? '−' : '+'}</span>
        </button>
      </div>
      <h3 className="topic-card__name">{name}</h3>
      {count !== null ? <p className="topic-card__count">{t.comments(count)}</p> : null}
      <dl className="topic-card__details" id={detailsId} hidden={!expanded}>
        {expanded ? (
          <>
            <div>
              <dt>{t.model}</dt>
              <dd>{topic.model_name ?? t.unknown}</dd>
            </div>
            <div>
              <dt>{t.created}</dt>
              <dd>{formatTime(topic.created_at)}</dd>
            </div>
            <div>
              <dt>{t.moderatedBy}</dt>
              <dd>{moderator ?? t.notModerated}</dd>
            </div>
          </>
        ) : null}
      </dl>
      <div className="topic-card__actions">
        {(canModerate ? ACTIONS : []).map(({ action, label }) => (
          <button
            key={action}
            type="button"
            className={`button button--small topic-action topic-action--${action}`}
            disabled={status === statusForAction(action)}
            onClick={() => actor.send({ type: 'topic.moderate', topicKey: key, action })}
          >
            {label}
          </button>
        ))}
        <Link
          className="button button--small button--ghost"
          to={topicCommentsPath(conversationId, key)}
        >
          {t.viewComments}
        </Link>
      </div>
      {savingThis ? <p className="topic-card__saving">{t.busy}</p> : null}
    </li>
  );
});

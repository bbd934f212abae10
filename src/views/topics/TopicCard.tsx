// One topic of the tree (docs/behaviour.md#topictree): status, the name (its most typical
// statement, shortened) with the keywords beneath, its two or three most typical statements, the
// statement count, 'Detaljer' with layer, cluster, model, creation time and moderator, and the
// moderation buttons. Memoised and
// fed by narrow selectors, so a tree of 500 topics re-renders only the card that changed. While a
// moderation is under way the chart ignores further clicks (the tree is aria-busy meanwhile).
import { useSelector } from '@xstate/react';
import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import type { Topic, TopicAction } from '../../../contract/types';
import * as da from '../../copy/da';
import { statusForAction } from '../../machines/topics/topics';
import { topicTreeMachine } from '../../machines/topics/topicTree.machine';
import {
  selectBusyTopic,
  selectCanModerate,
  selectIsExpanded,
} from '../../machines/topics/topicTree.selectors';
import { formatTime, topicCommentsPath, typicalToShow } from './topicText';

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
  const typical = typicalToShow(name, topic.typical);

  return (
    <li className={`topic-card topic-card--${status}`} aria-busy={savingThis || undefined}>
      <div className="topic-card__head">
        <div className="topic-card__meta wrap-row">
          <span className={`topic-status topic-status--${status}`}>{t.status(status)}</span>
          {count !== null ? <span className="topic-card__count">{t.comments(count)}</span> : null}
        </div>
      </div>
      <h3 className="topic-card__name">{name}</h3>
      {topic.keywords && topic.keywords !== name ? (
        <p className="topic-card__keywords">
          <span className="visually-hidden">{t.keywordsLabel} </span>
          {topic.keywords}
        </p>
      ) : null}
      {typical.length > 0 ? (
        <ul className="topic-card__typical" aria-label={t.typicalLabel}>
          {typical.map((statement) => (
            <li key={statement.tid}>»{statement.txt}«</li>
          ))}
        </ul>
      ) : null}
      <button
        type="button"
        className="topic-card__toggle button button--ghost button--small"
        aria-expanded={expanded}
        aria-controls={detailsId}
        aria-label={expanded ? t.collapse(name) : t.expand(name)}
        onClick={() => actor.send({ type: 'topic.toggle', topicKey: key })}
      >
        {t.details}
      </button>
      <dl className="topic-card__details" id={detailsId} hidden={!expanded}>
        {expanded ? (
          <>
            <div>
              <dt>{t.position}</dt>
              <dd>{t.cardPosition(topic.layer_id, topic.cluster_id)}</dd>
            </div>
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

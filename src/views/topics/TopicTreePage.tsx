// The topics tree (docs/behaviour.md#topictree): layer buttons, one section per shown layer, a card
// per topic. The topicTree chart owns everything; cards read their own slice of it.
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import * as da from '../../copy/da';
import { visibleLayers } from '../../machines/topics/topics';
import { topicTreeMachine } from '../../machines/topics/topicTree.machine';
import {
  selectActionDialog,
  selectCanModerate,
  selectIsBusy,
  selectLastAction,
  selectLayerChoice,
  selectLayers,
  selectLoadError,
  selectNotice,
  selectTreeView,
} from '../../machines/topics/topicTree.selectors';
import { useScreenActor } from '../common/useScreenActor';
import { ErrorNotice } from '../common/ErrorNotice';
import { Spinner } from '../common/Spinner';
import { useAdminConversation } from '../conversationAdmin';
import { TopicCard, type TopicTreeActor } from './TopicCard';
import { TopicActionDialog } from './TopicActionDialog';
import { TopicGenerate } from './TopicGenerate';
import { UndoBar } from './UndoBar';
import { TopicNotice } from './TopicNotice';
import { TopicsUnavailable } from './TopicsUnavailable';
import { treeFailureText } from './topicText';
import { useAppConfig } from '../common/configContext';

const t = da.topics;

export function TopicTreePage() {
  const { conversationId } = useAdminConversation();
  const actor = useScreenActor(topicTreeMachine, { input: { conversationId } });
  const view = useSelector(actor, selectTreeView);
  return (
    <>
      <TopicTreeBody actor={actor} conversationId={conversationId} />
      {/* Outside the tree's states: a run in progress survives the tree reloading its topics. */}
      <TopicGenerate conversationId={conversationId} hasTopics={view === 'ready'} />
    </>
  );
}

function TopicTreeBody({
  actor,
  conversationId,
}: {
  actor: TopicTreeActor;
  conversationId: string;
}) {
  const view = useSelector(actor, selectTreeView);
  const error = useSelector(actor, selectLoadError);
  const { apiServer } = useAppConfig();

  if (view === 'loading') return <Spinner label={t.tree.loading} />;
  if (view === 'failed' && error?.kind === 'unavailable') {
    return (
      <ErrorNotice retryLabel={t.retry} onRetry={() => actor.send({ type: 'topics.retry' })}>
        {t.unavailable.headline}
        <span className="alert__detail">{t.unavailable.detail}</span>
      </ErrorNotice>
    );
  }
  if (view === 'failed') {
    return (
      <ErrorNotice retryLabel={t.retry} onRetry={() => actor.send({ type: 'topics.retry' })}>
        {t.errorLine(error ? treeFailureText(error, apiServer) : t.tree.failed)}
      </ErrorNotice>
    );
  }
  if (view === 'empty') {
    return (
      <div className="empty-state topics-empty">
        <p className="topics-empty__title">{t.tree.empty}</p>
        <p>{t.tree.emptyHint}</p>
      </div>
    );
  }
  return <TopicTree actor={actor} conversationId={conversationId} />;
}

function TopicTree({ actor, conversationId }: { actor: TopicTreeActor; conversationId: string }) {
  const layers = useSelector(actor, selectLayers);
  const choice = useSelector(actor, selectLayerChoice);
  const busy = useSelector(actor, selectIsBusy);
  const notice = useSelector(actor, selectNotice);
  const canModerate = useSelector(actor, selectCanModerate);
  const dialog = useSelector(actor, selectActionDialog);
  const lastAction = useSelector(actor, selectLastAction);
  const shown = useMemo(() => visibleLayers(layers, choice), [layers, choice]);

  return (
    <div className="topic-tree" aria-busy={busy || undefined}>
      <div className="topic-tree__layers" role="group" aria-label={t.tree.layersLabel}>
        {layers.map(({ layer }) => (
          <button
            key={layer}
            type="button"
            className="button button--small topic-tree__layer"
            aria-pressed={choice === layer}
            onClick={() => actor.send({ type: 'layer.select', layer })}
          >
            {t.tree.layer(layer)}
          </button>
        ))}
        <button
          type="button"
          className="button button--small topic-tree__layer"
          aria-pressed={choice === 'all'}
          onClick={() => actor.send({ type: 'layer.select', layer: 'all' })}
        >
          {t.tree.allLayers}
        </button>
      </div>
      {canModerate ? null : <TopicsUnavailable />}
      <TopicNotice notice={notice} onDismiss={() => actor.send({ type: 'notice.dismiss' })} />
      {lastAction ? (
        <UndoBar
          key={lastAction.actionId}
          conversationId={conversationId}
          actionId={lastAction.actionId}
          summary={da.moderationUndo.summary(
            lastAction.action,
            lastAction.topicName,
            lastAction.changed,
          )}
        />
      ) : null}
      {dialog ? <TopicActionDialog actor={dialog} /> : null}
      {shown.map(({ layer, topics }) => (
        <section key={layer} className="topic-layer" aria-labelledby={`topic-layer-${layer}`}>
          <h2 id={`topic-layer-${layer}`} className="topic-layer__heading">
            {t.tree.layerHeading(layer, topics.length)}
          </h2>
          <ul className="topic-layer__list">
            {topics.map((topic) => (
              <TopicCard
                key={topic.topic_key}
                topic={topic}
                actor={actor}
                conversationId={conversationId}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

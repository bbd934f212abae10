// The 'Fortryd' bar under the topic tree (docs/behaviour.md#moderationundo): what the last topic
// action did, with 'Fortryd' while the server can still undo it. One moderationUndo chart per
// action (keyed by its log id), so a new action replaces the offer.
import { useSelector } from '@xstate/react';
import * as da from '../../copy/da';
import {
  moderationUndoMachine,
  selectUndoError,
  selectUndoResult,
  selectUndoSummary,
  selectUndoView,
} from '../../machines/moderationUndo.machine';
import type { AppliedAction } from '../../machines/rules/topics';
import { useScreenActor } from '../common/useScreenActor';
import { GuardedButton } from '../common/GuardedButton';
import { failureHeadline } from '../topics/topicText';
import '../../styles/topicAction.css';

const copy = da.moderationUndo;

export function UndoBar(props: { conversationId: string; lastAction: AppliedAction }) {
  const { actionId, action, topicName, changed } = props.lastAction;
  const actor = useScreenActor(moderationUndoMachine, {
    input: {
      conversationId: props.conversationId,
      actionId,
      summary: da.moderationUndo.summary(action, topicName, changed),
    },
  });
  const view = useSelector(actor, selectUndoView);
  const summary = useSelector(actor, selectUndoSummary);
  const result = useSelector(actor, selectUndoResult);
  const error = useSelector(actor, selectUndoError);
  if (view === 'dismissed') return null;
  const dismiss = (
    <button
      type="button"
      className="button button--small button--secondary"
      disabled={view === 'undoing'}
      onClick={() => actor.send({ type: 'undo.dismiss' })}
    >
      {copy.dismiss}
    </button>
  );
  return (
    <div className="undo-bar wrap-row" role="status">
      <p className="undo-bar__text">
        {view === 'undone' && result
          ? copy.undone(result.restored, result.skipped)
          : view === 'failed' && error
            ? `${failureHeadline(error, { failed: copy.failed, network: copy.network })}${
                error.kind === 'failed' && error.message ? ` ${error.message}` : ''
              }`
            : summary}
      </p>
      <div className="undo-bar__actions">
        {view === 'offered' || view === 'undoing' || view === 'failed' ? (
          <GuardedButton
            className="button button--small button--primary"
            inactive={view === 'undoing'}
            onClick={() => actor.send({ type: 'undo.request' })}
          >
            {view === 'undoing' ? copy.undoing : view === 'failed' ? copy.retry : copy.undo}
          </GuardedButton>
        ) : null}
        {dismiss}
      </div>
    </div>
  );
}

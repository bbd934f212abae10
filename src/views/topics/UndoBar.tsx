// The 'Fortryd' notice after a topic action or a topic's bulk action
// (docs/behaviour.md#moderationundo): what was done, with 'Fortryd' while the server can still undo
// it, fixed to the bottom of the viewport so it stays in view (undoNotice.css). One moderationUndo
// chart per action (keyed by its log id), so a new action replaces the offer.
import { useSelector } from '@xstate/react';
import * as da from '../../copy/da';
import {
  moderationUndoMachine,
  selectUndoError,
  selectUndoResult,
  selectUndoSummary,
  selectUndoView,
} from '../../machines/topics/moderationUndo.machine';
import { useScreenActor } from '../common/useScreenActor';
import { GuardedButton } from '../common/GuardedButton';
import { failureHeadline } from './topicText';
import './topicAction.css';
import '../../styles/undoNotice.css';

const copy = da.moderationUndo;

export function UndoBar(props: { conversationId: string; actionId: number; summary: string }) {
  const actor = useScreenActor(moderationUndoMachine, {
    input: {
      conversationId: props.conversationId,
      actionId: props.actionId,
      summary: props.summary,
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
    <div className="undo-bar undo-notice wrap-row" role="status">
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

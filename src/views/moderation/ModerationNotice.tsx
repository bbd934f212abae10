// The notice after each saved moderation change: what changed ("3 udsagn er afvist.") with
// 'Fortryd' while the server can undo it, 'Fortryder…' meanwhile, and why an undo failed. Fixed to
// the bottom of the viewport (undoNotice.css), so it stays in view wherever the change left the
// page, until the next change replaces it (docs/behaviour.md#moderation).
import { useSelector } from '@xstate/react';
import * as da from '../../copy/da';
import {
  selectCanUndo,
  selectConfirmation,
  selectIsUndoing,
  selectUndoError,
} from '../../machines/moderation/moderation.selectors';
import { useModeration } from './moderationActor';
import { BusyButton } from '../common/BusyButton';
import '../../styles/undoNotice.css';

export function ModerationNotice() {
  const moderation = useModeration();
  const confirmation = useSelector(moderation, selectConfirmation);
  const canUndo = useSelector(moderation, selectCanUndo);
  const isUndoing = useSelector(moderation, selectIsUndoing);
  const undoError = useSelector(moderation, selectUndoError);
  // A change made while an undo runs takes the notice's text; 'Fortryder…' stays until it is done.
  if (!confirmation && !isUndoing) return null;
  return (
    <div className="moderation-notice undo-notice wrap-row" role="status">
      {confirmation ? (
        <p className="moderation-notice__text">
          {da.moderation.confirmed[confirmation.change](confirmation.count, confirmation.txt)}
        </p>
      ) : null}
      {undoError ? (
        <p className="moderation-notice__error">
          {da.moderation.undoFailed(da.errors.statusLine(undoError.status, undoError.statusText))}
        </p>
      ) : null}
      {canUndo || isUndoing ? (
        <BusyButton
          className="button button--secondary button--small"
          busy={isUndoing}
          label={da.moderation.undo}
          busyLabel={da.moderation.undoing}
          onClick={() => moderation.send({ type: 'undo' })}
        />
      ) : null}
    </div>
  );
}

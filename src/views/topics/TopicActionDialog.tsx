// The topic action dialog (docs/behaviour.md#topicaction): what Acceptér / Afvis / Meta on a topic
// would change, with the flagged statements to tick one by one and the moderated ones to include
// or not, then the confirmation. The topicAction chart owns the counts and choices; this renders.
import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { ImpactStatement } from '../../api/moderation/moderationActions';
import type { TopicFailure } from '../../api/topics/topics';
import * as da from '../../copy/da';
import {
  selectActionError,
  selectActionView,
  selectChangedCount,
  selectImpact,
  selectIncludeModerated,
  selectIsFlaggedChosen,
  topicActionMachine,
} from '../../machines/topics/topicAction.machine';
import { ModalDialog } from '../common/ModalDialog';
import { RemovalConfirm, type RemovalGuardActor } from '../common/RemovalConfirm';
import { Spinner } from '../common/Spinner';
import { failureHeadline, statusLabel } from './topicText';
import './topicAction.css';

const copy = da.topicAction;
type ActionActor = ActorRefFrom<typeof topicActionMachine>;

export function TopicActionDialog({ actor }: { actor: ActionActor }) {
  const view = useSelector(actor, selectActionView);
  const { action, topicName } = useSelector(actor, (s) => s.context);
  const guard = useSelector(actor, (s) => s.children.removalGuard as RemovalGuardActor | undefined);
  const cancelRef = useRef<HTMLButtonElement>(null);
  if (view === 'closed') return null;
  const cancel = () => actor.send({ type: 'dialog.cancel' });
  return (
    <ModalDialog
      title={copy.title(action, topicName)}
      intro={copy.intro}
      initialFocusRef={cancelRef}
      onKeyDown={(event) => {
        // The removal confirmation inside handles its own Escape (it only goes back here).
        if (event.key === 'Escape' && view !== 'sending' && !event.defaultPrevented) {
          event.preventDefault();
          cancel();
        }
      }}
    >
      {view === 'previewing' ? <Spinner label={copy.previewing} /> : null}
      {view === 'previewFailed' ? <Failure actor={actor} headline={copy.previewFailed} /> : null}
      {view === 'choosing' ||
      view === 'confirmingRemoval' ||
      view === 'sending' ||
      view === 'sendFailed' ? (
        <ImpactChoices actor={actor} />
      ) : null}
      <RemovalConfirm actor={guard} />
      {view === 'sendFailed' ? <Failure actor={actor} headline={copy.sendFailed} /> : null}
      <div className="modal__actions">
        <button
          ref={cancelRef}
          type="button"
          className="button button--secondary"
          disabled={view === 'sending'}
          onClick={cancel}
        >
          {copy.cancel}
        </button>
        {view === 'previewFailed' ? null : <ConfirmButton actor={actor} />}
      </div>
    </ModalDialog>
  );
}

function ConfirmButton({ actor }: { actor: ActionActor }) {
  const view = useSelector(actor, selectActionView);
  const count = useSelector(actor, selectChangedCount);
  const action = useSelector(actor, (s) => s.context.action);
  const ready = view === 'choosing' || view === 'sendFailed';
  return (
    <button
      type="button"
      className={action === 'reject' ? 'button button--danger' : 'button button--primary'}
      aria-disabled={!ready || undefined}
      onClick={() =>
        ready && actor.send({ type: view === 'choosing' ? 'action.confirm' : 'action.retry' })
      }
    >
      {view === 'sending' ? copy.sending : copy.confirm(action, count)}
    </button>
  );
}

function ImpactChoices({ actor }: { actor: ActionActor }) {
  const impact = useSelector(actor, selectImpact);
  const count = useSelector(actor, selectChangedCount);
  const action = useSelector(actor, (s) => s.context.action);
  const includeModerated = useSelector(actor, selectIncludeModerated);
  const locked = useSelector(actor, (s) => selectActionView(s) === 'sending');
  if (!impact) {
    return (
      <p className="topic-action__warning" role="note">
        {copy.unknownImpact}
      </p>
    );
  }
  return (
    <div className="topic-action__body">
      <p className="topic-action__count" aria-live="polite">
        <strong>{copy.changes(action, count ?? 0)}</strong>
      </p>
      <ul className="topic-action__facts">
        {impact.pending > 0 ? <li>{copy.pending(impact.pending)}</li> : null}
        {impact.unchanged > 0 ? <li>{copy.unchanged(action, impact.unchanged)}</li> : null}
      </ul>
      {impact.flagged.length > 0 ? (
        <fieldset className="topic-action__group">
          <legend>{copy.flaggedHeading(impact.flagged.length)}</legend>
          {impact.flagged.map((statement) => (
            <FlaggedChoice
              key={statement.tid}
              actor={actor}
              statement={statement}
              locked={locked}
            />
          ))}
        </fieldset>
      ) : null}
      {impact.moderated.length > 0 ? (
        <fieldset className="topic-action__group">
          <legend>{copy.moderatedHeading(impact.moderated.length)}</legend>
          <ul className="topic-action__statements">
            {impact.moderated.map((statement) => (
              <li key={statement.tid}>
                <StatementText statement={statement} />
              </li>
            ))}
          </ul>
          <label className="topic-action__choice">
            <input
              type="checkbox"
              checked={includeModerated}
              disabled={locked}
              onChange={() => actor.send({ type: 'moderated.toggle' })}
            />
            {copy.includeModerated(impact.moderated.length)}
          </label>
        </fieldset>
      ) : null}
    </div>
  );
}

function FlaggedChoice(props: { actor: ActionActor; statement: ImpactStatement; locked: boolean }) {
  const chosen = useSelector(props.actor, (s) => selectIsFlaggedChosen(s, props.statement.tid));
  return (
    <label className="topic-action__choice">
      <input
        type="checkbox"
        checked={chosen}
        disabled={props.locked}
        onChange={() => props.actor.send({ type: 'flagged.toggle', tid: props.statement.tid })}
      />
      <StatementText statement={props.statement} />
    </label>
  );
}

function StatementText({ statement }: { statement: ImpactStatement }) {
  return (
    <span className="topic-action__statement">
      <span className="topic-action__id">
        {copy.statementLabel(statement.tid)} · {statusLabel(statement.status)}
      </span>
      <span className="topic-action__text">{statement.txt}</span>
    </span>
  );
}

function Failure({ actor, headline }: { actor: ActionActor; headline: string }) {
  const error: TopicFailure | null = useSelector(actor, selectActionError);
  const view = useSelector(actor, selectActionView);
  return (
    <div className="alert alert--error" role="alert">
      <p>
        {error ? failureHeadline(error, { failed: headline, network: copy.network }) : headline}
      </p>
      {error?.kind === 'failed' && error.message ? (
        <p className="alert__detail">{error.message}</p>
      ) : null}
      {view === 'previewFailed' ? (
        <button
          type="button"
          className="button button--small"
          onClick={() => actor.send({ type: 'action.retry' })}
        >
          {copy.retry}
        </button>
      ) : null}
    </div>
  );
}

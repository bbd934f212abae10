// The owner's 'Kopiér og arkivér' section of the configure screen
// (docs/behaviour.md#conversationlife): renders the conversationLife chart — 'Kopiér samtale' (then
// the copy's configure screen, told in the router's location state that it is a copy:
// CopiedNotice), 'Arkivér' / 'Gendan', and the reason beside the button when the server refused.
import { useSelector } from '@xstate/react';
import { Navigate, useLocation } from 'react-router-dom';
import * as da from '../../copy/da';
import { conversationLifeMachine } from '../../machines/configure/conversationLife.machine';
import { problemText } from '../common/problemText';
import { useScreenActor } from '../common/useScreenActor';
import { ConfigSection } from '../common/ConfigSection';

const copy = da.conversationLife;
const COPIED = { notice: 'copied' } as const;

export function ConversationLifeSection(props: {
  conversationId: string;
  archivedAt: number | null;
}) {
  const actor = useScreenActor(conversationLifeMachine, { input: props });
  const state = useSelector(actor, (s) => s.value);
  const context = useSelector(actor, (s) => s.context);
  const send = actor.send;
  if (state === 'copied' && context.copyId) {
    return <Navigate to={`/m/${encodeURIComponent(context.copyId)}`} state={COPIED} />;
  }
  const busy = state !== 'ready';
  const failed = (action: 'copy' | 'archive') =>
    context.failed?.action === action ? (
      <p className="field__error" role="alert">
        {problemText(copy[action].failed, context.failed.problem)}
      </p>
    ) : null;
  return (
    <ConfigSection headingId="conversation-life" className="conversation-life" title={copy.heading}>
      <p className="config-field__help">{copy.intro}</p>
      <div className="conversation-life__action">
        <p className="config-field__help">{copy.copy.help}</p>
        <button
          type="button"
          className="button button--secondary"
          aria-disabled={busy || undefined}
          onClick={() => !busy && send({ type: 'copy.start' })}
        >
          {state === 'copying' ? copy.copy.copying : copy.copy.button}
        </button>
        {failed('copy')}
      </div>
      <div className="conversation-life__action">
        <p className="config-field__help">{copy.archive.help}</p>
        {context.archivedAt !== null ? (
          <p className="config-field__help">{copy.archive.isArchived(context.archivedAt)}</p>
        ) : null}
        <button
          type="button"
          className="button button--secondary"
          aria-disabled={busy || undefined}
          onClick={() => !busy && send({ type: 'archive.toggle' })}
        >
          {state === 'archiving'
            ? copy.archive.working
            : context.archivedAt === null
              ? copy.archive.button
              : copy.archive.restore}
        </button>
        {context.archiveDone ? (
          <p className="config-field__help" role="status">
            {context.archivedAt === null ? copy.archive.restored : copy.archive.archived}
          </p>
        ) : null}
        {failed('archive')}
      </div>
    </ConfigSection>
  );
}

/** Tops the copy's configure screen once, right after 'Kopiér samtale'. */
export function CopiedNotice() {
  const state: unknown = useLocation().state;
  const copied =
    typeof state === 'object' &&
    state !== null &&
    (state as { notice?: unknown }).notice === 'copied';
  return copied ? (
    <p className="alert alert--info" role="status">
      {copy.copiedNotice}
    </p>
  ) : null;
}

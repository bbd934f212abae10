// The 'Moderatorer' screen at /m/{conversation_id}/moderators (docs/behaviour.md#moderators): who
// moderates the conversation beside its owner; the owner names colleagues by e-mail and removes
// them. Renders the moderators chart; a co-moderator sees the list without the controls (the
// server refuses their changes as well).
import { useSelector } from '@xstate/react';
import type { ConversationModerator } from '../../../contract/types';
import * as da from '../../copy/da';
import {
  moderatorsMachine,
  selectAdded,
  selectAddProblem,
  selectEmail,
  selectIsAdding,
  selectIsLoading,
  selectLoadError,
  selectModerators,
  selectRemoveProblem,
  selectConfirmingRemoval,
  selectRemoving,
  type ModeratorsProblem,
} from '../../machines/moderators/moderators.machine';
import './moderators.css';
import { FormField } from '../accountFlows';
import { ErrorNotice } from '../common/ErrorNotice';
import { GuardedButton } from '../common/GuardedButton';
import { PageHeader } from '../common/PageHeader';
import { Spinner } from '../common/Spinner';
import { ConfirmRemoval } from './ConfirmRemoval';
import { SubmitButton } from '../common/SubmitButton';
import { useScreenActor } from '../common/useScreenActor';
import { useAdminConversation } from '../conversationAdmin';
import { Form } from '../common/Form';
import { ConfigSection } from '../common/ConfigSection';

const t = da.moderators;

const problemText = (problem: ModeratorsProblem | null): string | null => {
  if (problem === null) return null;
  if (problem === 'blank') return t.blank;
  if (problem === 'unavailable') return t.unavailable;
  return problem.message;
};

export function ModeratorsPage() {
  const { conversationId, metadata } = useAdminConversation();
  return (
    <Moderators
      key={conversationId}
      conversationId={conversationId}
      isOwner={metadata.is_owner}
      ownerName={metadata.ownername}
    />
  );
}

function Moderators(props: { conversationId: string; isOwner: boolean; ownerName: string }) {
  const actor = useScreenActor(moderatorsMachine, {
    input: { conversationId: props.conversationId },
  });
  const isLoading = useSelector(actor, selectIsLoading);
  const loadError = useSelector(actor, selectLoadError);
  const moderators = useSelector(actor, selectModerators);
  const removing = useSelector(actor, selectRemoving);
  const removeProblem = useSelector(actor, selectRemoveProblem);
  const confirming = useSelector(actor, selectConfirmingRemoval);

  return (
    <div className="page page--wide moderators">
      <PageHeader title={t.heading} lead={t.intro} />
      <ConfigSection headingId="moderators-list-title" title={t.listLabel}>
        <p className="moderators__owner">{t.owner(props.ownerName)}</p>
        {isLoading ? (
          <Spinner label={t.loading} />
        ) : loadError ? (
          <ErrorNotice retryLabel={t.retry} onRetry={() => actor.send({ type: 'list.retry' })}>
            {t.loadFailed} {da.errors.statusLine(loadError.status, loadError.statusText)}
          </ErrorNotice>
        ) : (
          <>
            {removeProblem ? <ErrorNotice>{problemText(removeProblem)}</ErrorNotice> : null}
            <ModeratorList
              moderators={moderators}
              canRemove={props.isOwner}
              removing={removing}
              onRemove={(email) => actor.send({ type: 'moderator.remove', email })}
            />
            {confirming ? (
              <ConfirmRemoval
                email={confirming}
                onCancel={() => actor.send({ type: 'removal.cancel' })}
                onConfirm={() => actor.send({ type: 'removal.confirm' })}
              />
            ) : null}
          </>
        )}
      </ConfigSection>
      {props.isOwner ? (
        <AddModeratorForm actor={actor} disabled={isLoading || loadError !== null} />
      ) : (
        <p className="moderators__owner-only">{t.ownerOnly}</p>
      )}
    </div>
  );
}

function ModeratorList(props: {
  moderators: ConversationModerator[];
  canRemove: boolean;
  removing: string | null;
  onRemove: (email: string) => void;
}) {
  if (props.moderators.length === 0) return <p className="empty-state">{t.none}</p>;
  return (
    <ul className="moderators__list" aria-label={t.listLabel}>
      {props.moderators.map((moderator) => {
        const busy = props.removing === moderator.email;
        return (
          <li key={moderator.email} className="moderators__item wrap-row">
            <span className="moderators__who">
              <span className="moderators__email">{moderator.email}</span>
              {moderator.hname ? <span className="moderators__name">{moderator.hname}</span> : null}
              {moderator.pending ? <span className="tag">{t.pending}</span> : null}
            </span>
            {props.canRemove ? (
              <GuardedButton
                className="button button--secondary"
                aria-label={t.removeLabel(moderator.email)}
                inactive={props.removing !== null}
                onClick={() => props.onRemove(moderator.email)}
              >
                {busy ? t.removing : t.remove}
              </GuardedButton>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

function AddModeratorForm({
  actor,
  disabled,
}: {
  actor: ReturnType<typeof useScreenActor<typeof moderatorsMachine>>;
  disabled: boolean;
}) {
  const email = useSelector(actor, selectEmail);
  const isAdding = useSelector(actor, selectIsAdding);
  const added = useSelector(actor, selectAdded);
  const problem = useSelector(actor, selectAddProblem);
  return (
    <ConfigSection headingId="moderators-add-title" title={t.addHeading}>
      <Form onSubmit={() => !isAdding && !disabled && actor.send({ type: 'moderator.add' })}>
        <p>{t.addIntro}</p>
        <FormField
          id="moderator-email"
          label={t.emailLabel}
          type="email"
          autoComplete="off"
          value={email}
          error={problemText(problem)}
          readOnly={isAdding}
          onChange={(value) => actor.send({ type: 'email.change', value })}
        />
        <SubmitButton busy={isAdding} label={t.add} busyLabel={t.adding} />
        {added ? (
          <p className="moderators__added" role="status">
            {t.added(added)}
          </p>
        ) : null}
      </Form>
    </ConfigSection>
  );
}

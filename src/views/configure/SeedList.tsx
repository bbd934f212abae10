// The seed statements already added, under the seed form (docs/behaviour.md#seedlist): the count
// against the 8–10 guidance, and per seed its words, its votes, and 'Ret'/'Slet' while nobody has
// voted on it (read-only with the reason once someone has). Renders the seedList chart's `list`
// region; 'Indsæt flere' (SeedBulk.tsx) renders its `bulk` region from the same actor.
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import type { SeedStatement } from '../../../contract/types';
import * as da from '../../copy/da';
import { seedListMachine } from '../../machines/configure/seedList.machine';
import {
  selectCanChange,
  selectCanSaveEdit,
  selectEditing,
  selectListError,
  selectListPhase,
  selectMaxLength,
  selectRefreshing,
  selectRemovingTid,
  selectRowError,
  selectSeeds,
} from '../../machines/configure/seedList.selectors';
import { useScreenActor } from '../common/useScreenActor';
import { ErrorNotice } from '../common/ErrorNotice';
import { SeedBulk } from './SeedBulk';
import { seedErrorText } from './seedErrorText';
import { Form } from '../common/Form';
import { ConfigSection } from '../common/ConfigSection';

type SeedListRef = ReturnType<typeof useScreenActor<typeof seedListMachine>>;

/** A seed's 'Redigér' and 'Fjern': the same small button, each with its own event and words. */
const SEED_ACTIONS = [
  {
    type: 'seed.edit',
    variant: 'secondary',
    label: da.seedList.editLabel,
    text: da.seedList.edit,
    busyText: da.seedList.edit,
  },
  {
    type: 'seed.remove',
    variant: 'danger',
    label: da.seedList.removeLabel,
    text: da.seedList.remove,
    busyText: da.seedList.removing,
  },
] as const;

/** The list and 'Indsæt flere': one seedList chart for both. */
export function SeedStatements(props: { conversationId: string; maxLength: number }) {
  const actor = useScreenActor(seedListMachine, { input: props });
  return (
    <>
      <SeedList actor={actor} />
      <SeedBulk actor={actor} />
    </>
  );
}

function SeedList({ actor }: { actor: SeedListRef }) {
  const phase = useSelector(actor, selectListPhase);
  const seeds = useSelector(actor, selectSeeds);
  const error = useSelector(actor, selectListError);
  const refreshing = useSelector(actor, selectRefreshing);
  const id = useId();
  return (
    <ConfigSection headingId={`${id}-heading`} className="seed-list" title={da.seedList.heading}>
      {phase === 'loading' ? (
        <p role="status" className="seed-list__status">
          {da.seedList.loading}
        </p>
      ) : phase === 'failed' ? (
        <ErrorNotice
          retryLabel={da.seedList.retry}
          onRetry={() => actor.send({ type: 'seeds.retry' })}
        >
          {da.seedList.loadFailed} {error ? seedErrorText(error) : ''}
        </ErrorNotice>
      ) : (
        <>
          <p className="seed-list__count" role="status">
            {da.seedList.count(seeds.length)}
            {refreshing ? ` ${da.seedList.refreshing}` : ''}
          </p>
          {error ? <p className="alert alert--info">{da.seedList.staleList}</p> : null}
          {seeds.length === 0 ? (
            <p className="seed-list__empty">{da.seedList.empty}</p>
          ) : (
            <ol className="seed-list__items">
              {seeds.map((seed) => (
                <SeedRow key={seed.tid} seed={seed} actor={actor} />
              ))}
            </ol>
          )}
        </>
      )}
    </ConfigSection>
  );
}

function SeedRow({ seed, actor }: { seed: SeedStatement; actor: SeedListRef }) {
  const editing = useSelector(actor, selectEditing);
  const canChange = useSelector(actor, selectCanChange);
  const rowError = useSelector(actor, selectRowError);
  const removingTid = useSelector(actor, selectRemovingTid);
  const id = useId();
  const locked = seed.vote_count > 0;
  const problem = rowError?.tid === seed.tid ? seedErrorText(rowError.problem) : null;
  const meta = (
    <p className="seed-list__meta">
      {da.seedList.number(seed.tid)} · {da.seedList.votes(seed.vote_count)}
      {locked ? ` · ${da.seedList.lockedReason}` : ''}
    </p>
  );
  if (editing?.tid === seed.tid) {
    return (
      <li className="seed-list__item seed-list__item--editing">
        <SeedEditForm actor={actor} tid={seed.tid} text={editing.text} saving={editing.saving} />
        {problem ? (
          <p className="field__error" role="alert">
            {problem}
          </p>
        ) : null}
        {meta}
      </li>
    );
  }
  return (
    <li className="seed-list__item">
      <p className="seed-list__text">{seed.txt}</p>
      {meta}
      {problem ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {problem}
        </p>
      ) : null}
      {locked ? null : (
        <div className="seed-list__actions">
          {SEED_ACTIONS.map((action) => (
            <button
              key={action.type}
              type="button"
              className={`button button--${action.variant} button--small`}
              aria-label={action.label(seed.tid)}
              aria-disabled={!canChange || undefined}
              onClick={() => actor.send({ type: action.type, tid: seed.tid })}
            >
              {removingTid === seed.tid ? action.busyText : action.text}
            </button>
          ))}
        </div>
      )}
    </li>
  );
}

function SeedEditForm(props: { actor: SeedListRef; tid: number; text: string; saving: boolean }) {
  const { actor, tid, text, saving } = props;
  const canSave = useSelector(actor, selectCanSaveEdit);
  const max = useSelector(actor, selectMaxLength);
  const id = useId();
  return (
    <Form onSubmit={() => actor.send({ type: 'edit.save' })}>
      <label htmlFor={`${id}-text`} className="visually-hidden">
        {da.seedList.editField(tid)}
      </label>
      <textarea
        id={`${id}-text`}
        className="field__input seed-form__text"
        rows={3}
        value={text}
        readOnly={saving}
        aria-describedby={`${id}-counter`}
        onChange={(event) => actor.send({ type: 'edit.change', text: event.target.value })}
      />
      <p id={`${id}-counter`} className="field__counter">
        {da.seedList.counter([...text.trim()].length, max)}
      </p>
      <div className="seed-list__actions">
        <button
          type="submit"
          className="button button--primary button--small"
          aria-disabled={!canSave || undefined}
        >
          {saving ? da.seedList.saving : da.seedList.save}
        </button>
        {saving ? null : (
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => actor.send({ type: 'edit.cancel' })}
          >
            {da.seedList.cancel}
          </button>
        )}
      </div>
    </Form>
  );
}

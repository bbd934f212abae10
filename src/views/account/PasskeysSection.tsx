// "Adgangsnøgler" on /account: the account's passkeys, adding one (the browser asks for the
// fingerprint, face or screen lock), renaming one, and removing one after a confirmation. Renders the passkeys
// chart; the WebAuthn ceremony runs in the chart's actor, never here.
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import * as da from '../../copy/da';
import { MAX_PASSKEY_NAME } from '../../../contract/account';
import {
  passkeysMachine,
  selectLoadError,
  selectName,
  selectNewName,
  selectNotice,
  selectPasskeys,
  selectPhase,
  selectProblem,
  selectRemoveProblem,
  selectRenameProblem,
  selectTarget,
  type AddProblem,
} from '../../machines/account/passkeys.machine';
import { FormField } from '../accountFlows';
import { ErrorNotice } from '../common/ErrorNotice';
import { useScreenActor } from '../common/useScreenActor';
import { useScreenLogic } from '../common/screenLogicContext';
import { Spinner } from '../common/Spinner';
import { PasskeyRow } from './PasskeyRow';
import { Form } from '../common/Form';

const t = da.passkeys;

/** The Danish words for a problem that is not about the name (shown under the button). */
function addProblemText(problem: AddProblem | null): string | null {
  if (!problem) return null;
  switch (problem.kind) {
    case 'blank':
    case 'tooLong':
      return null;
    case 'unavailable':
      return t.unavailable;
    case 'refused':
      return problem.field === 'name' ? null : problem.message;
    case 'ceremony':
      return t[problem.reason];
  }
}

export function PasskeysSection() {
  const actor = useScreenActor(useScreenLogic(passkeysMachine));
  const phase = useSelector(actor, selectPhase);
  const passkeys = useSelector(actor, selectPasskeys);
  const loadError = useSelector(actor, selectLoadError);
  const name = useSelector(actor, selectName);
  const problem = useSelector(actor, selectProblem);
  const target = useSelector(actor, selectTarget);
  const removeProblem = useSelector(actor, selectRemoveProblem);
  const notice = useSelector(actor, selectNotice);
  const newName = useSelector(actor, selectNewName);
  const renameProblem = useSelector(actor, selectRenameProblem);
  const renamingId = phase === 'renaming' || phase === 'savingName' ? target?.id : undefined;
  const headingRef = useRef<HTMLHeadingElement>(null);

  // A removed passkey's row (and the focused button in it) is gone: the focus goes to the section.
  useEffect(() => {
    if (notice?.kind === 'removed') headingRef.current?.focus();
  }, [notice]);

  const busy = phase === 'requestingOptions' || phase === 'ceremony' || phase === 'saving';
  const nameError =
    problem?.kind === 'blank'
      ? t.blank
      : problem?.kind === 'tooLong'
        ? t.tooLong(MAX_PASSKEY_NAME)
        : problem?.kind === 'refused' && problem.field === 'name'
          ? problem.message
          : null;
  const addError = addProblemText(problem);
  const buttonText =
    phase === 'requestingOptions'
      ? t.asking
      : phase === 'ceremony'
        ? t.ceremony
        : phase === 'saving'
          ? t.saving
          : t.add;

  return (
    <section className="card card--padded passkeys" aria-labelledby="passkeys-heading">
      <h2 id="passkeys-heading" ref={headingRef} tabIndex={-1}>
        {t.heading}
      </h2>
      <p className="passkeys__intro">{t.intro}</p>
      {phase === 'loading' ? (
        <Spinner label={t.loading} />
      ) : phase === 'loadFailed' ? (
        <ErrorNotice retryLabel={t.retry} onRetry={() => actor.send({ type: 'passkeys.retry' })}>
          {t.loadFailed(da.errors.statusLine(loadError?.status ?? 0, loadError?.statusText ?? ''))}
        </ErrorNotice>
      ) : (
        <>
          <p role="status" className="passkeys__notice">
            {notice
              ? { added: t.added, removed: t.removed, renamed: t.renamed }[notice.kind](notice.name)
              : null}
          </p>
          {passkeys.length === 0 ? (
            <p className="passkeys__none">{t.none}</p>
          ) : (
            <ul className="passkey-list" aria-label={t.listLabel}>
              {passkeys.map((passkey) => (
                <PasskeyRow
                  key={passkey.id}
                  passkey={passkey}
                  confirming={phase === 'confirming' && target?.id === passkey.id}
                  removing={phase === 'removing' && target?.id === passkey.id}
                  canAsk={phase === 'idle'}
                  problem={removeProblem?.id === passkey.id ? removeProblem : null}
                  onRemove={() => actor.send({ type: 'passkey.remove', id: passkey.id })}
                  onConfirm={() => actor.send({ type: 'remove.confirm' })}
                  onCancel={() => actor.send({ type: 'remove.cancel' })}
                  onRename={() => actor.send({ type: 'passkey.rename', id: passkey.id })}
                  rename={
                    renamingId === passkey.id
                      ? {
                          id: passkey.id,
                          oldName: passkey.name,
                          value: newName,
                          problem: renameProblem,
                          saving: phase === 'savingName',
                          onChange: (value) => actor.send({ type: 'rename.change', value }),
                          onSave: () => actor.send({ type: 'rename.save' }),
                          onCancel: () => actor.send({ type: 'rename.cancel' }),
                        }
                      : null
                  }
                />
              ))}
            </ul>
          )}
          <Form
            className="passkeys__add"
            aria-labelledby="passkeys-add-heading"
            onSubmit={() => phase === 'idle' && actor.send({ type: 'passkey.add' })}
          >
            <h3 id="passkeys-add-heading">{t.addHeading}</h3>
            <FormField
              id="passkey-name"
              label={t.nameLabel}
              type="text"
              autoComplete="off"
              value={name}
              hint={t.nameHint}
              error={nameError}
              readOnly={busy}
              onChange={(value) => actor.send({ type: 'name.change', value })}
            />
            <button
              type="submit"
              className="button button--primary"
              aria-disabled={phase !== 'idle' || undefined}
              aria-describedby={addError ? 'passkey-add-error' : undefined}
            >
              {buttonText}
            </button>
            {addError ? (
              <p id="passkey-add-error" className="field__error" role="alert">
                {addError}
              </p>
            ) : null}
          </Form>
        </>
      )}
    </section>
  );
}

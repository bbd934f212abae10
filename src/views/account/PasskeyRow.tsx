// One passkey on /account: its name, when it was added and last used, "Omdøb" (a name field in the
// row) and "Fjern" — which first asks, in the row itself, whether to remove it. Rendered by
// PasskeysSection from the passkeys chart; the focus follows the question and comes back to
// "Fjern" when the answer is no.
import { useEffect, useRef } from 'react';
import * as da from '../../copy/da';
import type { PasskeyInfo } from '../../../contract/account';
import type { RemoveProblem } from '../../machines/account/passkeys.machine';
import { GuardedButton } from '../common/GuardedButton';
import { PasskeyRenameForm, type RenameProps } from './PasskeyRenameForm';

const t = da.passkeys;

function When({ ms }: { ms: number }) {
  return <time dateTime={new Date(ms).toISOString()}>{da.formatDateTime(ms)}</time>;
}

export function PasskeyRow(props: {
  passkey: PasskeyInfo;
  /** The question "Fjern …?" shows in this row. */
  confirming: boolean;
  removing: boolean;
  /** Another row's question or an add in progress: "Fjern" waits. */
  canAsk: boolean;
  problem: RemoveProblem | null;
  onRemove: () => void;
  onConfirm: () => void;
  onCancel: () => void;
  /** The rename form, while this row's passkey is being renamed. */
  rename: RenameProps | null;
  onRename: () => void;
}) {
  const { passkey, confirming } = props;
  const keepRef = useRef<HTMLButtonElement>(null);
  const removeRef = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (confirming) {
      asked.current = true;
      keepRef.current?.focus();
    } else if (asked.current) {
      asked.current = false;
      removeRef.current?.focus();
    }
  }, [confirming]);

  const questionId = `passkey-question-${passkey.id}`;
  const errorId = `passkey-remove-error-${passkey.id}`;
  return (
    <li className="passkey-row wrap-row">
      <div className="passkey-row__text">
        <span className="passkey-row__name">{passkey.name}</span>
        <span className="passkey-row__meta">
          {t.created} <When ms={passkey.created} />
        </span>
        <span className="passkey-row__meta">
          {passkey.lastUsed === null ? (
            t.neverUsed
          ) : (
            <>
              {t.lastUsed} <When ms={passkey.lastUsed} />
            </>
          )}
        </span>
      </div>
      {confirming ? (
        <div className="passkey-row__confirm" role="group" aria-labelledby={questionId}>
          <p id={questionId} className="passkey-row__question">
            {t.confirmQuestion(passkey.name)}
          </p>
          <p className="passkey-row__detail">{t.confirmDetail}</p>
          <div className="passkey-row__actions">
            <button
              type="button"
              className="button button--danger button--small"
              onClick={props.onConfirm}
            >
              {t.confirm}
            </button>
            <button
              ref={keepRef}
              type="button"
              className="button button--secondary button--small"
              onClick={props.onCancel}
            >
              {t.cancel}
            </button>
          </div>
        </div>
      ) : props.rename ? (
        <PasskeyRenameForm {...props.rename} />
      ) : (
        <div className="passkey-row__actions">
          <GuardedButton
            className="button button--secondary button--small"
            inactive={!props.canAsk}
            onClick={props.onRename}
          >
            {t.rename}
            <span className="visually-hidden"> {t.renameWhich(passkey.name)}</span>
          </GuardedButton>
          <GuardedButton
            ref={removeRef}
            className="button button--secondary button--small"
            inactive={!props.canAsk}
            aria-describedby={props.problem ? errorId : undefined}
            onClick={props.onRemove}
          >
            {props.removing ? (
              t.removing
            ) : (
              <>
                {t.remove}
                <span className="visually-hidden"> {t.removeWhich(passkey.name)}</span>
              </>
            )}
          </GuardedButton>
        </div>
      )}
      {props.problem ? (
        <p id={errorId} className="field__error passkey-row__error" role="alert">
          {props.problem.message ?? t.removeFailed}
        </p>
      ) : null}
    </li>
  );
}

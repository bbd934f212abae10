// Renaming a passkey, in its row on /account: the new name (focused, the old one filled in), "Gem
// navn" and "Annuller". Rendered by PasskeyRow while the passkeys chart is renaming that passkey.
import * as da from '../../copy/da';
import { MAX_PASSKEY_NAME } from '../../../contract/account';
import type { RenameProblem } from '../../machines/account/passkeys.machine';
import { FormField } from '../accountFlows';
import { Form } from '../common/Form';
import { GuardedButton } from '../common/GuardedButton';

const t = da.passkeys;

export interface RenameProps {
  /** The passkey's current name (the label says which one is renamed). */
  oldName: string;
  id: string;
  value: string;
  problem: RenameProblem | null;
  saving: boolean;
  onChange: (value: string) => void;
  onSave: () => void;
  onCancel: () => void;
}

function problemText(problem: RenameProblem | null): string | null {
  if (!problem) return null;
  switch (problem.kind) {
    case 'blank':
      return t.blank;
    case 'tooLong':
      return t.tooLong(MAX_PASSKEY_NAME);
    case 'refused':
      return problem.message;
    case 'unavailable':
      return t.renameUnavailable;
  }
}

export function PasskeyRenameForm(props: RenameProps) {
  return (
    <Form className="passkey-rename" onSubmit={() => !props.saving && props.onSave()}>
      <FormField
        id={`passkey-rename-${props.id}`}
        label={t.renameLabel(props.oldName)}
        type="text"
        autoComplete="off"
        value={props.value}
        error={problemText(props.problem)}
        readOnly={props.saving}
        onChange={props.onChange}
      />
      <div className="passkey-row__actions">
        <button
          type="submit"
          className="button button--primary button--small"
          aria-disabled={props.saving || undefined}
        >
          {props.saving ? t.renameSaving : t.renameSave}
        </button>
        <GuardedButton
          className="button button--secondary button--small"
          inactive={props.saving}
          onClick={props.onCancel}
        >
          {t.renameCancel}
        </GuardedButton>
      </div>
    </Form>
  );
}

// The question before a report version is withdrawn (docs/behaviour.md#reporttext): the
// address then shows only that it was withdrawn, and that cannot be undone, so the owner confirms;
// 'Fortryd' has focus, and Escape cancels too. While the call is out, or after it failed, the
// dialog stays with its reason.
import * as da from '../../copy/da';
import type { ResponseProblem } from '../../machines/common/responseText';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { problemText } from '../common/problemText';
import { Spinner } from '../common/Spinner';

const t = da.reportText;

export function WithdrawDialog(props: {
  busy: boolean;
  error: ResponseProblem | null;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      title={t.withdrawTitle}
      intro={t.withdrawIntro}
      busy={props.busy}
      error={props.error ? problemText(t.withdrawFailed, props.error) : null}
      labels={{ cancel: t.withdrawCancel, confirm: t.withdrawConfirm }}
      onCancel={props.onCancel}
      onConfirm={props.onConfirm}
    >
      {props.busy ? <Spinner label={t.withdrawing} /> : null}
    </ConfirmDialog>
  );
}

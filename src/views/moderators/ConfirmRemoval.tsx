// The question before a co-moderator is removed (docs/behaviour.md#moderators): the colleague
// loses access at once, so the owner confirms; 'Annullér' has focus, and Escape cancels too.
import * as da from '../../copy/da';
import { ConfirmDialog } from '../common/ConfirmDialog';

const t = da.moderators;

export function ConfirmRemoval(props: {
  email: string;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      title={t.confirmTitle(props.email)}
      intro={t.confirmIntro}
      labels={{ cancel: t.confirmCancel, confirm: t.confirmRemove }}
      onCancel={props.onCancel}
      onConfirm={props.onConfirm}
    />
  );
}

// A share screen's copy button (the link, the embed code): the share chart's clipboard phase drives
// it, and its 'Kopierer…', 'Kopieret' and failure show only on the button whose copy it was (`mine`).
import type { CopyPhase } from '../../machines/share/share.machine';
import { GuardedButton } from '../common/GuardedButton';

export function CopyButton(props: {
  phase: CopyPhase;
  /** The clipboard's phase is this button's copy, not the other one's. */
  mine: boolean;
  variant: 'primary' | 'secondary';
  labels: { copy: string; copying: string; copied: string; copyFailed: string };
  onCopy: () => void;
}) {
  const { phase, mine, labels } = props;
  return (
    <>
      <div className="share-link__actions wrap-row">
        <GuardedButton
          className={`button button--${props.variant}`}
          inactive={phase === 'copying'}
          onClick={props.onCopy}
        >
          {mine && phase === 'copying' ? labels.copying : labels.copy}
        </GuardedButton>
        <span className="share-link__feedback" role="status">
          {mine && phase === 'copied' ? labels.copied : ''}
        </span>
      </div>
      {mine && phase === 'copyFailed' ? (
        <p className="alert alert--error" role="alert">
          {labels.copyFailed}
        </p>
      ) : null}
    </>
  );
}

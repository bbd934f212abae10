// 'Enig', 'Uenig', 'Spring over': the three vote buttons, on the voting card and on the
// "vote on the similar statement instead" prompt. While a vote is on its way they are aria-disabled
// (still focusable) and a click does nothing; the one being sent may be marked (`pending`).
import * as da from '../../../copy/da';
import type { VoteChoice } from '../../../machines/public/participation/participationRules';
import { GuardedButton } from '../../common/GuardedButton';

const CHOICES: { choice: VoteChoice; label: string }[] = [
  { choice: 'agree', label: da.participation.agree },
  { choice: 'disagree', label: da.participation.disagree },
  { choice: 'pass', label: da.participation.pass },
];

export function VoteButtons(props: {
  busy: boolean;
  /** The vote being sent, marked vote-button--pending. */
  pending?: VoteChoice | null;
  /** The caller's own class on each button. */
  className?: string;
  onVote: (choice: VoteChoice) => void;
}) {
  return CHOICES.map(({ choice, label }) => (
    <GuardedButton
      key={choice}
      className={`button vote-button vote-button--${choice}${
        props.className ? ` ${props.className}` : ''
      }${props.pending === choice ? ' vote-button--pending' : ''}`}
      inactive={props.busy}
      onClick={() => props.onVote(choice)}
    >
      {label}
    </GuardedButton>
  ));
}

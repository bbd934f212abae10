// The server's first paint of the participation page (server/participation/firstPaint/): a
// newcomer's first statement with real vote buttons, shown before this app has arrived. What the
// app takes over from it when it starts (docs/architecture.md#the-first-paint): the vote a
// participant tapped meanwhile, which public/early-vote.js wrote on the card, and the vote button
// a keyboard user had reached. Both are read in the same task as the app's first render replaces
// the markup (publicMain.tsx), so no tap falls between.
import { FIRST_PAINT } from '../../../contract/boot';
import type { ParticipationInit } from '../../../contract/types';
import type { VoteChoice } from '../../machines/public/participation/participationRules';

const CHOICES: readonly VoteChoice[] = ['agree', 'disagree', 'pass'];
const asChoice = (value: string | null | undefined): VoteChoice | null =>
  CHOICES.find((choice) => choice === value) ?? null;

/**
 * The vote tapped on the first paint, when the app starts from the same start the card was drawn
 * from (`init`, the boot data: a newcomer's) and the card is that start's statement.
 */
export function readEarlyVote(
  doc: Pick<Document, 'getElementById'>,
  init: ParticipationInit | null,
): VoteChoice | null {
  const card = doc.getElementById(FIRST_PAINT.statementId);
  if (!card || !init?.nextComment) return null;
  if (card.getAttribute('data-tid') !== String(init.nextComment.tid)) return null;
  return asChoice(card.getAttribute(FIRST_PAINT.earlyVoteAttribute));
}

/** The first paint's vote button that has the focus, if one has. */
export function focusedFirstPaintVote(doc: Pick<Document, 'activeElement'>): VoteChoice | null {
  const active = doc.activeElement;
  if (!active?.closest(`#${FIRST_PAINT.statementId}`)) return null;
  return asChoice(active.getAttribute('data-vote'));
}

/** After the app has replaced the first paint: the focus back on the same vote button. */
export function focusVoteButton(doc: Pick<Document, 'querySelector'>, choice: VoteChoice): void {
  doc.querySelector<HTMLElement>(`.vote-card .vote-button--${choice}`)?.focus();
}

// The Danish step text of the QA report: what the tester does and what the screen must show.
// Texts come from the model test's `labels` (recorded in reports/qa/coverage/<name>.json); where
// a chart has none, a generic text names the event or state so the step is still unambiguous.
import type { TransitionInfo } from '../../../tests/model/harness/coverage';
import type { QaLabels } from '../../../tests/model/harness/qaExport';
import { guardLabel } from '../mermaid';

export const INIT_KEY = 'xstate.init';
const INTERNAL = new Set(['always', 'done.state']);

/** The events-table key of a step: `xstate.after.<DELAY>` for delayed events. */
export function stepKey(event: string, fired: readonly TransitionInfo[]): string {
  const after = fired.find((t) => t.kind === 'after');
  return after ? `xstate.after.${after.delay}` : event;
}

/** The transition the step's event itself selected (not the eventless ones after it). */
export function mainTransition(fired: readonly TransitionInfo[]): TransitionInfo | undefined {
  return fired.find((t) => !INTERNAL.has(t.kind));
}

function genericAction(key: string, delayMs: number | undefined): string {
  if (key === INIT_KEY) return 'Åbn skærmen';
  if (key.startsWith('xstate.done.actor.')) {
    return `Serveren svarer: ${key.slice('xstate.done.actor.'.length)} lykkes`;
  }
  if (key.startsWith('xstate.error.actor.')) {
    return `Serveren svarer med en fejl: ${key.slice('xstate.error.actor.'.length)} fejler`;
  }
  if (key.startsWith('xstate.after.')) {
    const delay = key.slice('xstate.after.'.length);
    return `Vent ${delay}${delayMs === undefined ? '' : ` (${delayMs} ms)`}`;
  }
  return `Hændelse: ${key}`;
}

export interface ActionText {
  text: string;
  /** True when the text came from the model test's labels. */
  labelled: boolean;
  /** Guards the step relies on, e.g. `isEmpty`, `inline guard`. */
  guards: string[];
}

export function actionText(
  key: string,
  sample: string | undefined,
  fired: readonly TransitionInfo[],
  labels: QaLabels | undefined,
  delayMs?: number,
): ActionText {
  const own = (sample && labels?.events?.[`${key}:${sample}`]) || labels?.events?.[key];
  const guards = fired.flatMap((t) => {
    const g = guardLabel(t);
    return g ? [t.kind === 'always' ? `${g} (automatisk)` : g] : [];
  });
  return { text: own || genericAction(key, delayMs), labelled: Boolean(own), guards };
}

/** Active state keys of a label such as `loading.quiet` or `(a.x | b.y)`, parents first. */
export function activeKeysOf(label: string): string[] {
  const leaves = label.replace(/^\(|\)$/g, '').split(' | ');
  const keys = new Set<string>();
  for (const leaf of leaves) {
    const parts = leaf.split('.');
    parts.forEach((_, i) => keys.add(parts.slice(0, i + 1).join('.')));
  }
  return [...keys].sort((a, b) => a.split('.').length - b.split('.').length);
}

export interface ScreenText {
  text: string;
  labelled: boolean;
}

/** What the screen must show in a configuration: the labels of its states, parents first. */
export function screenText(
  stateLabel: string,
  active: readonly string[],
  labels: QaLabels | undefined,
): ScreenText {
  const texts = [...active]
    .sort((a, b) => a.split('.').length - b.split('.').length)
    .flatMap((k) => {
      const t = labels?.states?.[k];
      return t ? [t] : [];
    });
  if (texts.length) return { text: texts.join(' · '), labelled: true };
  return { text: `Skærmen viser tilstanden '${stateLabel}'`, labelled: false };
}

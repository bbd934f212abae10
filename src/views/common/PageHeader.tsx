// The head of a screen: its one level-one heading, the lead under it and, where the screen has
// one, its primary action (e.g. 'Opret ny samtale', 'Generér rapport'). A busy or unavailable
// action stays focusable and says so with aria-disabled, so the keyboard does not lose its place.
import type { ReactNode } from 'react';
import { GuardedButton } from './GuardedButton';

export interface PageAction {
  label: string;
  onClick: () => void;
  /** Shown but not taken: the click does nothing. */
  disabled?: boolean;
}

export function PageHeader({
  title,
  lead,
  action,
}: {
  title: string;
  lead: ReactNode;
  action?: PageAction;
}) {
  return (
    <header className="page-header">
      <h1>{title}</h1>
      <p className="lead">{lead}</p>
      {action ? (
        <div className="page-header__actions">
          <GuardedButton
            className="button button--primary"
            inactive={action.disabled ?? false}
            onClick={action.onClick}
          >
            {action.label}
          </GuardedButton>
        </div>
      ) : null}
    </header>
  );
}

// The landing shell's navigation (see navigationContext.tsx): real <a href> links, so opening one in
// a new tab or copying it works as usual; a plain click hands the page over to the full app at the
// link's path instead of reloading the page. Redirects hand over too, replacing the entry.
import { useEffect, type MouseEvent } from 'react';
import type { AppLinkProps, AppNavigation } from './navigationContext';

/** Moves the page to `to` inside the full app (routes/landing.tsx loads and renders it). */
export type Handover = (to: string, options?: { replace?: boolean }) => void;

/** A click the browser should handle itself: another tab or window, a download, not the main button. */
function isModifiedClick(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

export function createLandingNavigation(handover: Handover): AppNavigation {
  function LandingLink({ to, children, ...rest }: AppLinkProps) {
    return (
      <a
        href={to}
        {...rest}
        onClick={(event) => {
          if (event.defaultPrevented || isModifiedClick(event)) return;
          event.preventDefault();
          handover(to);
        }}
      >
        {children}
      </a>
    );
  }
  function LandingRedirect({ to }: { to: string }) {
    useEffect(() => handover(to, { replace: true }), [to]);
    return null;
  }
  return { Link: LandingLink, Redirect: LandingRedirect };
}

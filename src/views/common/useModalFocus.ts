// Focus handling for a modal dialog (WAI-ARIA dialog pattern): on open, everything outside the
// dialog becomes inert and focus moves into it; Tab cycles inside; on close, focus returns to
// where it was. DOM work only — no state, no timers.
import { useEffect, type KeyboardEvent, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function useModalFocus(
  hostRef: RefObject<HTMLElement | null>,
  initialFocusRef: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const previouslyFocused =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;

    // The dialog is portalled into <body>: make its siblings inert so neither Tab nor a screen
    // reader's virtual cursor can leave it.
    const madeInert: HTMLElement[] = [];
    for (const sibling of Array.from(document.body.children)) {
      if (sibling === host || !(sibling instanceof HTMLElement) || sibling.hasAttribute('inert')) {
        continue;
      }
      sibling.setAttribute('inert', '');
      madeInert.push(sibling);
    }
    initialFocusRef.current?.focus();

    return () => {
      for (const element of madeInert) element.removeAttribute('inert');
      if (
        previouslyFocused &&
        previouslyFocused.isConnected &&
        previouslyFocused !== document.body
      ) {
        previouslyFocused.focus();
      }
    };
  }, [hostRef, initialFocusRef]);
}

/** onKeyDown for the dialog element: keeps Tab and Shift+Tab inside it. */
export function trapTabKey(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab') return;
  const focusable = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE));
  if (focusable.length === 0) {
    event.preventDefault();
    return;
  }
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !event.currentTarget.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !event.currentTarget.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

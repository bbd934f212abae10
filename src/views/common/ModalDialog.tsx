// A modal dialog (WAI-ARIA dialog or alertdialog) in a portal on <body>: backdrop, title and intro
// wired to aria-labelledby/-describedby, the focus handling of useModalFocus (everything else inert,
// Tab kept inside, focus back where it was on close). The content and its buttons are the caller's.
import { useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { trapTabKey, useModalFocus } from './useModalFocus';

export function ModalDialog(props: {
  title: string;
  intro: string;
  /** alertdialog: a confirmation that interrupts the user (the leave-with-unsaved-edits dialog). */
  role?: 'dialog' | 'alertdialog';
  /** Where focus starts: the first field, or the safe choice of a confirmation. */
  initialFocusRef: RefObject<HTMLElement | null>;
  /** Escape and other keys the dialog handles itself; Tab stays inside either way. */
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
  children: ReactNode;
}) {
  const hostRef = useRef<HTMLDivElement>(null);
  const id = useId();
  useModalFocus(hostRef, props.initialFocusRef);
  return createPortal(
    <div className="modal-backdrop" ref={hostRef}>
      <div
        className="modal"
        role={props.role ?? 'dialog'}
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-intro`}
        onKeyDown={(event) => {
          props.onKeyDown?.(event);
          if (!event.defaultPrevented) trapTabKey(event);
        }}
      >
        <h2 id={`${id}-title`} className="modal__title">
          {props.title}
        </h2>
        <p id={`${id}-intro`} className="modal__intro">
          {props.intro}
        </p>
        {props.children}
      </div>
    </div>,
    document.body,
  );
}

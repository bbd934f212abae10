// A notice that replaces the statements (all voted, closed, not opened yet). Its heading takes the
// focus when it appears (the page's chart decides when, through headingRef), so a screen reader
// hears at once why the statements are gone.
import type { ReactNode, RefObject } from 'react';

export function FocusedNotice({
  block,
  headingId,
  title,
  headingRef,
  children,
}: {
  /** The CSS block: the section gets it, the heading `${block}__title`. */
  block: string;
  headingId: string;
  title: string;
  headingRef: RefObject<HTMLElement | null>;
  children: ReactNode;
}) {
  return (
    <section className={block} aria-labelledby={headingId}>
      <h2
        id={headingId}
        className={`${block}__title`}
        tabIndex={-1}
        ref={(element) => {
          headingRef.current = element;
        }}
      >
        {title}
      </h2>
      {children}
    </section>
  );
}

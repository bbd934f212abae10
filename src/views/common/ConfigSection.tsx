// One titled section of an admin settings screen (configure, share, moderators, topics): the
// card (.card) with the config-section's spacing, named by its heading for screen readers.
import type { ReactNode } from 'react';

export function ConfigSection(props: {
  /** The heading's id, which names the section (aria-labelledby). */
  headingId: string;
  title: string;
  /** The section's own block class, beside config-section. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      className={props.className ? `config-section card ${props.className}` : 'config-section card'}
      aria-labelledby={props.headingId}
    >
      <h2 id={props.headingId} className="config-section__title">
        {props.title}
      </h2>
      {props.children}
    </section>
  );
}

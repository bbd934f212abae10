// What a participant sees on a draft's page: not opened yet, come back later. The heading takes the
// focus as the closed notice's does, so a screen reader hears it at once.
import type { RefObject } from 'react';
import * as da from '../../../copy/da';

export function NotOpenNotice({ headingRef }: { headingRef: RefObject<HTMLElement | null> }) {
  return (
    <section className="closed-notice" aria-labelledby="not-open-title">
      <h2
        id="not-open-title"
        className="closed-notice__title"
        tabIndex={-1}
        ref={(element) => {
          headingRef.current = element;
        }}
      >
        {da.notOpen.title}
      </h2>
      <p>{da.notOpen.body}</p>
    </section>
  );
}

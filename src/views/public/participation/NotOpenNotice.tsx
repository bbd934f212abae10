// What a participant sees on a draft's page: not opened yet, come back later. The heading takes the
// focus as the closed notice's does, so a screen reader hears it at once.
import type { RefObject } from 'react';
import * as da from '../../../copy/da';
import { FocusedNotice } from './FocusedNotice';

export function NotOpenNotice({ headingRef }: { headingRef: RefObject<HTMLElement | null> }) {
  return (
    <FocusedNotice
      block="closed-notice"
      headingId="not-open-title"
      title={da.notOpen.title}
      headingRef={headingRef}
    >
      <p>{da.notOpen.body}</p>
    </FocusedNotice>
  );
}

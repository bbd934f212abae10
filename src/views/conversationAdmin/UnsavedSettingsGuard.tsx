// Nothing the admin typed is lost by leaving (docs/behaviour.md#conversationadmin): while the
// area's settingsSave chart holds edits not saved yet (queued, in flight, failed, or typed and not
// committed), leaving the admin area asks first, in a modal (react-router's blocker: links, the
// back button, sign-out), and closing or reloading the browser tab gets the browser's own warning
// (beforeunload). Moving between the area's own screens is never blocked: the chart lives in the
// area and keeps saving.
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef, type KeyboardEvent } from 'react';
import { matchPath, useBlocker, type BlockerFunction } from 'react-router-dom';
import * as da from '../../copy/da';
import { selectHasUnsavedEdits } from '../../machines/configure';
import { ModalDialog } from '../common/ModalDialog';
import type { SettingsSaveRef } from './AdminContext';

/** Whether `pathname` is a screen of this conversation's admin area (/m/{id} or below). */
function isInArea(pathname: string, conversationId: string): boolean {
  const match = matchPath({ path: '/m/:conversationId', end: false }, pathname);
  return match?.params.conversationId === conversationId;
}

export function UnsavedSettingsGuard({
  conversationId,
  settings,
}: {
  conversationId: string;
  settings: SettingsSaveRef;
}) {
  const hasUnsaved = useSelector(settings, selectHasUnsavedEdits);

  // Closing or reloading the tab: the browser asks (it shows its own text). Registered only while
  // something is unsaved, so the page stays eligible for the back/forward cache otherwise.
  useEffect(() => {
    if (!hasUnsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = ''; // Browsers from before the standard preventDefault() warning.
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [hasUnsaved]);

  // Asked at the moment of navigating, so an edit committed by that very click (the field's blur
  // comes first) counts.
  const shouldBlock = useCallback<BlockerFunction>(
    ({ nextLocation }) =>
      selectHasUnsavedEdits(settings.getSnapshot()) &&
      !isInArea(nextLocation.pathname, conversationId),
    [settings, conversationId],
  );
  const blocker = useBlocker(shouldBlock);

  return blocker.state === 'blocked' ? (
    <LeaveDialog onStay={() => blocker.reset()} onLeave={() => blocker.proceed()} />
  ) : null;
}

/**
 * The confirm dialog (WAI-ARIA alertdialog): focus starts on the safe choice, 'Bliv på siden',
 * stays inside while open (Escape means stay), and returns to where it was when the dialog closes.
 */
function LeaveDialog({ onStay, onLeave }: { onStay: () => void; onLeave: () => void }) {
  const stayRef = useRef<HTMLButtonElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    onStay();
  };
  return (
    <ModalDialog
      role="alertdialog"
      title={da.configure.leave.title}
      intro={da.configure.leave.body}
      initialFocusRef={stayRef}
      onKeyDown={onKeyDown}
    >
      <div className="modal__actions">
        <button type="button" className="button button--secondary" onClick={onLeave}>
          {da.configure.leave.leave}
        </button>
        <button ref={stayRef} type="button" className="button button--primary" onClick={onStay}>
          {da.configure.leave.stay}
        </button>
      </div>
    </ModalDialog>
  );
}

// /m/{conversation_id}/*: the conversation admin area (docs/behaviour.md#conversationadmin). The
// layout of every admin screen: the sidebar (AdminNav) beside the screen, and the permission check
// in front of it. The conversationAdmin chart owns the metadata; screens read it through
// useAdminConversation(). Once the screens show, the area also owns the settingsSave chart (the
// configure screen renders it), so switching screens never drops a save, and leaving the area with
// edits unsaved asks first.
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo } from 'react';
import { Outlet, useParams } from 'react-router-dom';
import type { Conversation } from '../../contract/types';
import * as da from '../../copy/da';
import {
  conversationAdminMachine,
  selectAdminError,
  selectAdminView,
  selectCanModerate,
  selectIsRefreshing,
  selectMetadata,
} from '../../machines/conversationAdmin.machine';
import { settingsSaveMachine } from '../../machines/settingsSave.machine';
import '../../styles/admin.css';
import { useAppInspect } from '../common/inspectContext';
import { ErrorNotice } from '../common/ErrorNotice';
import { Spinner } from '../common/Spinner';
import { AdminConversationContext, type AdminConversation } from './AdminContext';
import { AdminNav } from './AdminNav';
import { PermissionsError } from './PermissionsError';
import { UnsavedSettingsGuard } from './UnsavedSettingsGuard';

export function ConversationAdminPage() {
  const { conversationId = '' } = useParams();
  // A new id is a new chart: keyed so the old one (its request and its metadata) goes away.
  return <ConversationAdmin key={conversationId} conversationId={conversationId} />;
}

function ConversationAdmin({ conversationId }: { conversationId: string }) {
  const admin = useActorRef(conversationAdminMachine, {
    input: { conversationId },
    inspect: useAppInspect(),
  });
  const view = useSelector(admin, selectAdminView);
  const metadata = useSelector(admin, selectMetadata);
  const canModerate = useSelector(admin, selectCanModerate);
  const isRefreshing = useSelector(admin, selectIsRefreshing);
  const error = useSelector(admin, selectAdminError);

  const refresh = useCallback(() => admin.send({ type: 'metadata.refresh' }), [admin]);
  const applySaved = useCallback(
    (saved: Conversation) => admin.send({ type: 'metadata.saved', metadata: saved }),
    [admin],
  );

  return (
    <div className="admin" aria-busy={isRefreshing || undefined}>
      <AdminNav conversationId={conversationId} metadata={view === 'screens' ? metadata : null} />
      <div className="admin__content">
        {view === 'loading' ? (
          <Spinner label={da.conversationAdmin.loading} />
        ) : view === 'failed' && error ? (
          <ErrorNotice
            retryLabel={da.conversationAdmin.retry}
            onRetry={() => admin.send({ type: 'metadata.retry' })}
          >
            {da.conversationAdmin.loadFailed(da.errors.statusLine(error.status, error.statusText))}
          </ErrorNotice>
        ) : view === 'screens' && metadata ? (
          <AdminScreens
            conversationId={conversationId}
            metadata={metadata}
            canModerate={canModerate}
            refresh={refresh}
            applySaved={applySaved}
          />
        ) : (
          <PermissionsError onRetry={refresh} isRetrying={isRefreshing} />
        )}
      </div>
    </div>
  );
}

/**
 * The screens of the area (the child route) with what they share. The settingsSave chart starts
 * here, from the metadata as first loaded, and lives as long as the screens do, whichever one is
 * showing; each save it makes becomes the area's metadata.
 */
function AdminScreens({
  conversationId,
  metadata,
  canModerate,
  refresh,
  applySaved,
}: Omit<AdminConversation, 'settings'> & { applySaved: (metadata: Conversation) => void }) {
  const settings = useActorRef(settingsSaveMachine, {
    input: { conversation: metadata },
    inspect: useAppInspect(),
  });

  useEffect(() => {
    const subscription = settings.on('settings.saved', (event) => applySaved(event.metadata));
    return () => subscription.unsubscribe();
  }, [settings, applySaved]);

  const context = useMemo<AdminConversation>(
    () => ({ conversationId, metadata, canModerate, refresh, settings }),
    [conversationId, metadata, canModerate, refresh, settings],
  );

  return (
    <AdminConversationContext.Provider value={context}>
      <Outlet />
      <UnsavedSettingsGuard conversationId={conversationId} settings={settings} />
    </AdminConversationContext.Provider>
  );
}

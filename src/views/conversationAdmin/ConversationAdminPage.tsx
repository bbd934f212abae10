// /m/{conversation_id}/*: the conversation admin area (docs/behaviour.md#conversationadmin). The
// layout of every admin screen: the sidebar (AdminNav) beside the screen, and the permission check
// in front of it. The conversationAdmin chart owns the metadata; screens read it through
// useAdminConversation(). Once the screens show, the area also owns the settingsSave chart (the
// configure screen renders it), so switching screens never drops a save, and leaving the area with
// edits unsaved asks first.
import { useSelector } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import { Link, Outlet, useParams } from 'react-router-dom';
import * as da from '../../copy/da';
import {
  conversationAdminMachine,
  selectAdminError,
  selectIsUnknownConversation,
  selectAdminView,
  selectCanModerate,
  selectIsRefreshing,
  selectMetadata,
} from '../../machines/conversationAdmin/conversationAdmin.machine';
import { settingsSaveMachine } from '../../machines/configure';
import './admin.css';
import { useScreenActor } from '../common/useScreenActor';
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
  const admin = useScreenActor(conversationAdminMachine, {
    input: { conversationId },
  });
  const view = useSelector(admin, selectAdminView);
  const metadata = useSelector(admin, selectMetadata);
  const canModerate = useSelector(admin, selectCanModerate);
  const isRefreshing = useSelector(admin, selectIsRefreshing);
  const error = useSelector(admin, selectAdminError);
  const isUnknown = useSelector(admin, selectIsUnknownConversation);

  const refresh = useCallback(() => admin.send({ type: 'metadata.refresh' }), [admin]);

  return (
    <div className="admin" aria-busy={isRefreshing || undefined}>
      <AdminNav conversationId={conversationId} metadata={view === 'screens' ? metadata : null} />
      <div className="admin__content">
        {view === 'loading' ? (
          <Spinner label={da.conversationAdmin.loading} />
        ) : view === 'failed' && isUnknown ? (
          <div className="alert alert--error" role="alert">
            <h1 className="section-title">{da.conversationAdmin.notFound}</h1>
            <p>{da.conversationAdmin.notFoundHint}</p>
            <Link to="/">{da.conversationAdmin.notFoundBack}</Link>
          </div>
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
 * showing; each save it makes becomes the area's metadata (the conversationAdmin chart hears it).
 */
function AdminScreens({
  conversationId,
  metadata,
  canModerate,
}: Omit<AdminConversation, 'settings'>) {
  const settings = useScreenActor(settingsSaveMachine, {
    input: { conversation: metadata },
  });

  const context = useMemo<AdminConversation>(
    () => ({ conversationId, metadata, canModerate, settings }),
    [conversationId, metadata, canModerate, settings],
  );

  return (
    <AdminConversationContext.Provider value={context}>
      <Outlet />
      <UnsavedSettingsGuard conversationId={conversationId} settings={settings} />
    </AdminConversationContext.Provider>
  );
}

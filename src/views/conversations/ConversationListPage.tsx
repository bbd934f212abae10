// The conversation list (SPEC §2): / and /conversations show the owner's list, /other-conversations
// only conversations the user does not own. The chart loads once auth is ready; the view renders
// its snapshot and sends `conversation.create` / `list.retry`.
import { useActorRef, useSelector } from '@xstate/react';
import { Navigate } from 'react-router-dom';
import * as da from '../../copy/da';
import { selectIsAuthReady } from '../../machines/auth.machine';
import {
  conversationListMachine,
  selectCanCreate,
  selectConversations,
  selectCreatedPath,
  selectCreateError,
  selectIsCreating,
  selectListIsEmpty,
  selectListIsLoading,
  selectListLoadError,
} from '../../machines/conversationList.machine';
import {
  publicConversationUrl,
  type ConversationListMode,
} from '../../machines/lib/conversationFilter';
import { AuthContext } from '../app/actorContexts';
import { useAppConfig } from '../app/configContext';
import { useAppInspect } from '../app/inspectContext';
import { ErrorNotice } from '../common/ErrorNotice';
import { Spinner } from '../common/Spinner';
import { OtherConversationCard, OwnConversationCard } from './ConversationCard';

/** The route components; `key` gives each mode its own chart. */
export function MyConversationsPage() {
  return <ConversationListPage key="mine" mode="mine" />;
}

export function OtherConversationsPage() {
  return <ConversationListPage key="others" mode="others" />;
}

function ConversationListPage({ mode }: { mode: ConversationListMode }) {
  const { publicSiteUrl } = useAppConfig();
  const isAuthReady = AuthContext.useSelector(selectIsAuthReady);
  const inspect = useAppInspect();
  const list = useActorRef(conversationListMachine, { input: { mode, isAuthReady }, inspect });

  const isLoading = useSelector(list, selectListIsLoading);
  const loadError = useSelector(list, selectListLoadError);
  const isEmpty = useSelector(list, selectListIsEmpty);
  const conversations = useSelector(list, selectConversations);
  const isCreating = useSelector(list, selectIsCreating);
  const canCreate = useSelector(list, selectCanCreate);
  const createError = useSelector(list, selectCreateError);
  const createdPath = useSelector(list, selectCreatedPath);

  if (createdPath) return <Navigate to={createdPath} />;

  const isOthers = mode === 'others';

  return (
    <div className="conversation-list">
      <header className="page-header">
        <h1>{da.conversations.heading}</h1>
        <p className="lead">{isOthers ? da.conversations.otherIntro : da.conversations.intro}</p>
        <div className="page-header__actions">
          <button
            type="button"
            className="button button--primary"
            aria-disabled={!canCreate || undefined}
            onClick={() => {
              if (canCreate) list.send({ type: 'conversation.create' });
            }}
          >
            {isCreating ? da.conversations.creating : da.conversations.create}
          </button>
        </div>
      </header>

      {createError ? (
        <ErrorNotice
          retryLabel={da.conversations.retry}
          onRetry={() => list.send({ type: 'conversation.create' })}
        >
          {da.conversations.createFailed(
            da.errors.statusLine(createError.status, createError.statusText),
          )}
        </ErrorNotice>
      ) : null}

      {isOthers ? <h2 className="section-title">{da.conversations.otherHeading}</h2> : null}

      {isLoading ? (
        <Spinner label={da.conversations.loading} />
      ) : loadError ? (
        <ErrorNotice
          retryLabel={da.conversations.retry}
          onRetry={() => list.send({ type: 'list.retry' })}
        >
          {da.conversations.loadFailed}{' '}
          {da.errors.statusLine(loadError.status, loadError.statusText)}
        </ErrorNotice>
      ) : isEmpty ? (
        <p className="empty-state">
          {isOthers ? da.conversations.otherEmpty : da.conversations.empty}
        </p>
      ) : (
        <ul
          className="conversation-grid"
          aria-label={isOthers ? da.conversations.otherListLabel : da.conversations.listLabel}
        >
          {conversations.map((conversation) => (
            <li key={conversation.conversation_id}>
              {isOthers ? (
                <OtherConversationCard
                  conversation={conversation}
                  href={publicConversationUrl(publicSiteUrl, conversation.conversation_id)}
                />
              ) : (
                <OwnConversationCard conversation={conversation} />
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

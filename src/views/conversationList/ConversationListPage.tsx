// The conversation list (docs/behaviour.md#conversationlist): / and /conversations show the owner's
// list, /archived-conversations the archived ones of it, /other-conversations only conversations
// the user does not own. The chart loads as it starts
// (behind RequireAuth); the view renders its snapshot and sends `conversation.create` / `list.retry` /
// `list.showMore`. Of thousands of conversations it shows the chart's first `shown` cards, with
// 'Vis flere' and the count below.
import { useSelector } from '@xstate/react';
import { memo, useEffect, useMemo, useRef, type Ref } from 'react';
import { Navigate } from 'react-router-dom';
import type { ConversationListItem } from '../../../contract/types';
import * as da from '../../copy/da';
import {
  conversationListMachine,
  PAGE_SIZE,
  selectCanCreate,
  selectCanShowMore,
  selectConversations,
  selectCreatedPath,
  selectCreateError,
  selectIsCreating,
  selectListIsEmpty,
  selectListIsLoading,
  selectListLoadError,
  selectShownCount,
} from '../../machines/conversationList/conversationList.machine';
import {
  publicConversationUrl,
  type ConversationListMode,
} from '../../machines/common/conversationFilter';
import { useAppConfig } from '../common/configContext';
import { useScreenActor } from '../common/useScreenActor';
import { ErrorNotice } from '../common/ErrorNotice';
import { Spinner } from '../common/Spinner';
import { OtherConversationCard, OwnConversationCard } from './ConversationCard';
import { PageHeader } from '../common/PageHeader';
import { ListNotice } from './listNotice';
import './conversationList.css';

/** The route components; `key` gives each mode its own chart. */
export function MyConversationsPage() {
  return <ConversationListPage key="mine" mode="mine" />;
}

export function ArchivedConversationsPage() {
  return <ConversationListPage key="archived" mode="archived" />;
}

export function OtherConversationsPage() {
  return <ConversationListPage key="others" mode="others" />;
}

function ConversationListPage({ mode }: { mode: ConversationListMode }) {
  const { publicSiteUrl } = useAppConfig();
  const list = useScreenActor(conversationListMachine, { input: { mode } });

  const isLoading = useSelector(list, selectListIsLoading);
  const loadError = useSelector(list, selectListLoadError);
  const isEmpty = useSelector(list, selectListIsEmpty);
  const conversations = useSelector(list, selectConversations);
  const isCreating = useSelector(list, selectIsCreating);
  const canCreate = useSelector(list, selectCanCreate);
  const createError = useSelector(list, selectCreateError);
  const createdPath = useSelector(list, selectCreatedPath);
  const shownCount = useSelector(list, selectShownCount);
  const canShowMore = useSelector(list, selectCanShowMore);
  const shownConversations = useMemo(
    () => conversations.slice(0, shownCount),
    [conversations, shownCount],
  );

  // After 'Vis flere' the keyboard goes on from the first card it showed (the button moves down).
  const gridRef = useRef<HTMLUListElement>(null);
  const focusCard = useRef<number | null>(null);
  useEffect(() => {
    const at = focusCard.current;
    if (at === null || at >= shownCount) return;
    focusCard.current = null;
    gridRef.current?.children[at]?.querySelector<HTMLElement>('a')?.focus();
  }, [shownCount]);

  if (createdPath) return <Navigate to={createdPath} />;

  const isOthers = mode === 'others';
  const isArchived = mode === 'archived';
  const text = isOthers
    ? {
        lead: da.conversations.otherIntro,
        heading: da.conversations.otherHeading,
        empty: da.conversations.otherEmpty,
        label: da.conversations.otherListLabel,
      }
    : isArchived
      ? {
          lead: da.conversations.archivedIntro,
          heading: da.conversations.archivedHeading,
          empty: da.conversations.archivedEmpty,
          label: da.conversations.archivedListLabel,
        }
      : {
          lead: da.conversations.intro,
          heading: null,
          empty: da.conversations.empty,
          label: da.conversations.listLabel,
        };

  return (
    <div className="conversation-list">
      <PageHeader
        title={da.conversations.heading}
        lead={text.lead}
        action={{
          label: isCreating ? da.conversations.creating : da.conversations.create,
          disabled: !canCreate,
          onClick: () => list.send({ type: 'conversation.create' }),
        }}
      />

      <ListNotice />

      {createError ? (
        <ErrorNotice
          retryLabel={da.conversations.retry}
          onRetry={() => list.send({ type: 'conversation.create' })}
        >
          {/* A limit is explained in the server's Danish words (docs/api.md#post-conversations);
              any other failure by its status line. */}
          {da.conversations.createFailed(
            createError.status === 429 && createError.reason
              ? createError.reason
              : da.errors.statusLine(createError.status, createError.statusText),
          )}
        </ErrorNotice>
      ) : null}

      {text.heading ? <h2 className="section-title">{text.heading}</h2> : null}

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
        <p className="empty-state">{text.empty}</p>
      ) : (
        <>
          <ConversationGrid
            ref={gridRef}
            label={text.label}
            conversations={shownConversations}
            publicSiteUrl={isOthers ? publicSiteUrl : null}
          />
          {conversations.length > PAGE_SIZE ? (
            <div className="conversation-list__more wrap-row">
              <p className="conversation-list__count" role="status">
                {da.conversations.shownOf(shownCount, conversations.length)}
              </p>
              {shownCount < conversations.length ? (
                <button
                  type="button"
                  className="button button--secondary"
                  aria-disabled={!canShowMore || undefined}
                  onClick={() => {
                    if (!canShowMore) return;
                    focusCard.current = shownCount;
                    list.send({ type: 'list.showMore' });
                  }}
                >
                  {da.conversations.showMore}
                </button>
              ) : null}
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}

/**
 * The cards shown. Memoised, as each card is: a change elsewhere on the page (creating, an error)
 * does not render the cards again, and 'Vis flere' renders only the new ones.
 */
const ConversationGrid = memo(function ConversationGrid({
  ref,
  label,
  conversations,
  publicSiteUrl,
}: {
  ref: Ref<HTMLUListElement>;
  label: string;
  conversations: ConversationListItem[];
  /** Set for the others' list: its cards open the public page. */
  publicSiteUrl: string | null;
}) {
  return (
    <ul ref={ref} className="conversation-grid" aria-label={label}>
      {conversations.map((conversation) => (
        <li key={conversation.conversation_id}>
          {publicSiteUrl !== null ? (
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
  );
});

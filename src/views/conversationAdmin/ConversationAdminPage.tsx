// /m/{conversation_id}/*: the conversation admin area. For now it loads the conversation and shows
// its topic; configure, share, moderate, monitor and report screens come in here next.
import { useActorRef, useSelector } from '@xstate/react';
import { Link, useParams } from 'react-router-dom';
import { da } from '../../copy/da';
import {
  conversationSummaryMachine,
  selectSummary,
  selectSummaryError,
} from '../../machines/conversationSummary.machine';
import { publicConversationUrl } from '../../machines/lib/conversationFilter';
import { useAppConfig } from '../app/configContext';
import { ErrorNotice } from '../common/ErrorNotice';
import { Spinner } from '../common/Spinner';

export function ConversationAdminPage() {
  const { conversationId = '' } = useParams();
  // A new id is a new chart: keyed so the old one (and its request) stops.
  return <ConversationAdmin key={conversationId} conversationId={conversationId} />;
}

function ConversationAdmin({ conversationId }: { conversationId: string }) {
  const { publicSiteUrl } = useAppConfig();
  const summary = useActorRef(conversationSummaryMachine, { input: { conversationId } });
  const conversation = useSelector(summary, selectSummary);
  const error = useSelector(summary, selectSummaryError);

  return (
    <div className="page page--wide conversation-admin">
      <p className="back-link">
        <Link to="/">{da.conversationAdmin.back}</Link>
      </p>
      {error ? (
        <ErrorNotice
          retryLabel={da.conversationAdmin.retry}
          onRetry={() => summary.send({ type: 'summary.retry' })}
        >
          {da.conversationAdmin.loadFailed(da.errors.statusLine(error.status, error.statusText))}
        </ErrorNotice>
      ) : !conversation ? (
        <Spinner label={da.conversationAdmin.loading} />
      ) : (
        <>
          <h1>{conversation.topic || da.conversationAdmin.untitled}</h1>
          <p className="lead">{da.conversationAdmin.intro}</p>
          {conversation.description ? (
            <p className="conversation-admin__description">{conversation.description}</p>
          ) : null}
          <ul className="tags">
            <li className={conversation.is_active ? 'tag tag--positive' : 'tag'}>
              {conversation.is_active ? da.conversationAdmin.open : da.conversationAdmin.closed}
            </li>
            <li className="tag">
              {da.conversationAdmin.participants(conversation.participant_count)}
            </li>
          </ul>
          <p>
            <a
              href={publicConversationUrl(publicSiteUrl, conversation.conversation_id)}
              target="_blank"
              rel="noopener noreferrer"
            >
              {da.conversationAdmin.publicPage}
            </a>
          </p>
        </>
      )}
    </div>
  );
}

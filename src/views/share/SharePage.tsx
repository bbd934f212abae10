// The share screen at /m/{conversation_id}/share, 'Del samtale' (docs/behaviour.md#share): the
// public participation link, opened in a new tab, with a copy button. The share chart also loads
// the accepted statements (shown as a count) and the conversation uuid (not shown).
import { useActorRef, useSelector } from '@xstate/react';
import * as da from '../../copy/da';
import { publicConversationUrl } from '../../machines/rules/conversationFilter';
import {
  selectAcceptedCount,
  selectCopyPhase,
  selectShareUrl,
  shareMachine,
} from '../../machines/share.machine';
import '../../styles/share.css';
import { useAppInspect } from '../common/inspectContext';
import { useAppConfig } from '../common/configContext';
import { useAdminConversation } from '../conversationAdmin/AdminContext';

export function SharePage() {
  const { conversationId } = useAdminConversation();
  const { publicSiteUrl } = useAppConfig();
  const shareUrl = publicConversationUrl(publicSiteUrl, conversationId);
  return <Share key={shareUrl} conversationId={conversationId} shareUrl={shareUrl} />;
}

function Share({ conversationId, shareUrl }: { conversationId: string; shareUrl: string }) {
  const share = useActorRef(shareMachine, {
    input: { conversationId, shareUrl },
    inspect: useAppInspect(),
  });
  const url = useSelector(share, selectShareUrl);
  const copyPhase = useSelector(share, selectCopyPhase);
  const acceptedCount = useSelector(share, selectAcceptedCount);

  return (
    <div className="page page--wide share">
      <header className="page-header">
        <h1>{da.share.heading}</h1>
        <p className="lead">{da.share.intro}</p>
      </header>
      <section className="config-section share-link" aria-labelledby="share-link-title">
        <h2 id="share-link-title" className="config-section__title">
          {da.share.linkTitle}
        </h2>
        <p className="share-link__url">
          <a href={url} target="_blank" rel="noopener">
            {url}
            <span className="visually-hidden"> {da.share.opensInNewTab}</span>
          </a>
        </p>
        <div className="share-link__actions">
          <button
            type="button"
            className="button button--primary"
            aria-disabled={copyPhase === 'copying' || undefined}
            onClick={() => {
              if (copyPhase !== 'copying') share.send({ type: 'share.copy' });
            }}
          >
            {copyPhase === 'copying' ? da.share.copying : da.share.copy}
          </button>
          <span className="share-link__feedback" role="status">
            {copyPhase === 'copied' ? da.share.copied : ''}
          </span>
        </div>
        {copyPhase === 'copyFailed' ? (
          <p className="alert alert--error" role="alert">
            {da.share.copyFailed}
          </p>
        ) : null}
      </section>
      {acceptedCount !== null ? (
        <p className="share__accepted">{da.share.accepted(acceptedCount)}</p>
      ) : null}
    </div>
  );
}

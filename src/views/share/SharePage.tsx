// The share screen at /m/{conversation_id}/share, 'Del samtale' (docs/behaviour.md#share): the
// public participation link, opened in a new tab, with a copy button; the code that embeds the
// conversation on the owner's own web page (ShareEmbed); and the link as a QR code (ShareQr). The
// share chart also loads the accepted statements (shown as a count) and the conversation uuid (not
// shown).
import { useSelector } from '@xstate/react';
import * as da from '../../copy/da';
import { publicConversationUrl } from '../../machines/common/conversationFilter';
import {
  selectAcceptedCount,
  selectCopyPhase,
  selectCopyTarget,
  selectShareUrl,
  shareMachine,
} from '../../machines/share/share.machine';
import './share.css';
import { useScreenActor } from '../common/useScreenActor';
import { useAppConfig } from '../common/configContext';
import { useAdminConversation, type SettingsSaveRef } from '../conversationAdmin';
import { PageHeader } from '../common/PageHeader';
import { ShareEmbed } from './ShareEmbed';
import { ShareQr } from './ShareQr';
import { CopyButton } from './CopyButton';
import { ConfigSection } from '../common/ConfigSection';

export function SharePage() {
  const { conversationId, settings } = useAdminConversation();
  const { publicSiteUrl } = useAppConfig();
  const shareUrl = publicConversationUrl(publicSiteUrl, conversationId);
  return (
    <Share key={shareUrl} conversationId={conversationId} shareUrl={shareUrl} settings={settings} />
  );
}

function Share({
  conversationId,
  shareUrl,
  settings,
}: {
  conversationId: string;
  shareUrl: string;
  settings: SettingsSaveRef;
}) {
  const share = useScreenActor(shareMachine, {
    input: { conversationId, shareUrl },
  });
  const url = useSelector(share, selectShareUrl);
  // The link's copy button shows the clipboard only when it copied the link, not the embed code.
  const linkCopy = useSelector(share, selectCopyTarget) === 'link';
  const copyPhase = useSelector(share, selectCopyPhase);
  const acceptedCount = useSelector(share, selectAcceptedCount);

  return (
    <div className="page page--wide share">
      <PageHeader title={da.share.heading} lead={da.share.intro} />
      <ConfigSection headingId="share-link-title" className="share-link" title={da.share.linkTitle}>
        <p className="share-link__url">
          <a href={url} target="_blank" rel="noopener">
            {url}
            <span className="visually-hidden"> {da.share.opensInNewTab}</span>
          </a>
        </p>
        <CopyButton
          phase={copyPhase}
          mine={linkCopy}
          variant="primary"
          labels={da.share}
          onCopy={() => share.send({ type: 'share.copy' })}
        />
      </ConfigSection>
      {acceptedCount !== null ? (
        <p className="share__accepted">{da.share.accepted(acceptedCount)}</p>
      ) : null}
      <ShareEmbed share={share} settings={settings} shareUrl={url} />
      <ShareQr conversationId={conversationId} shareUrl={url} />
    </div>
  );
}

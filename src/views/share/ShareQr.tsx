// 'QR-kode' on the share screen (docs/behaviour.md#shareqr): the share link as a QR code, shown
// and offered as PNG and SVG downloads, from the shareQr chart. The downloads are plain links to
// the images the chart drew, named after the conversation.
import { useSelector } from '@xstate/react';
import * as da from '../../copy/da';
import {
  selectQrImages,
  selectQrPhase,
  shareQrMachine,
} from '../../machines/share/shareQr.machine';
import { useScreenActor } from '../common/useScreenActor';
import { ErrorNotice } from '../common/ErrorNotice';
import { ConfigSection } from '../common/ConfigSection';

export function ShareQr({
  conversationId,
  shareUrl,
}: {
  conversationId: string;
  shareUrl: string;
}) {
  const qr = useScreenActor(shareQrMachine, { input: { shareUrl } });
  const phase = useSelector(qr, selectQrPhase);
  const images = useSelector(qr, selectQrImages);

  return (
    <ConfigSection headingId="share-qr-title" className="share-qr" title={da.share.qr.title}>
      <p>{da.share.qr.intro}</p>
      {phase === 'drawing' ? (
        <p role="status" className="share-qr__drawing">
          {da.share.qr.drawing}
        </p>
      ) : null}
      {images ? (
        <div className="share-qr__body">
          <img className="share-qr__image" src={images.svgUrl} alt={da.share.qr.image} />
          <div className="share-link__actions wrap-row">
            <a
              className="button button--secondary"
              href={images.pngUrl}
              download={da.share.qr.fileName(conversationId, 'png')}
            >
              {da.share.qr.downloadPng}
            </a>
            <a
              className="button button--secondary"
              href={images.svgUrl}
              download={da.share.qr.fileName(conversationId, 'svg')}
            >
              {da.share.qr.downloadSvg}
            </a>
          </div>
        </div>
      ) : null}
      {phase === 'failed' ? (
        <ErrorNotice retryLabel={da.share.qr.retry} onRetry={() => qr.send({ type: 'qr.retry' })}>
          {da.share.qr.failed}
        </ErrorNotice>
      ) : null}
    </ConfigSection>
  );
}

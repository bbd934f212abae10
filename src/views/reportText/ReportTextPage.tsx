// The owner's editor of a report version's text (docs/behaviour.md#reporttext): the
// reportText chart loads, saves, publishes and withdraws; this view renders its state — a
// textarea per paragraph under each fixed heading, 'Gem teksten', 'Udgiv teksten', the Word file
// (the fileDownload chart), the public report to print as PDF, and 'Træk rapporten tilbage'.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useParams } from 'react-router-dom';
import * as da from '../../copy/da';
import { reportTextMachine } from '../../machines/reportText/reportText.machine';
import { isDirty } from '../../machines/reportText/reportTextRules';
import '../../styles/reportText.css';
import { useAppConfig } from '../common/configContext';
import { ErrorNotice } from '../common/ErrorNotice';
import { FileDownload } from '../common/FileDownload';
import { PageHeader } from '../common/PageHeader';
import { problemText } from '../common/problemText';
import { Spinner } from '../common/Spinner';
import { useScreenActor } from '../common/useScreenActor';
import { useAdminConversation } from '../conversationAdmin';
import { reportUrl } from '../reports';
import { ConflictNotice, TextSections } from './TextSections';
import { WithdrawDialog } from './WithdrawDialog';

const t = da.reportText;
type Actor = ActorRefFrom<typeof reportTextMachine>;

export function ReportTextPage() {
  const { conversationId } = useAdminConversation();
  const { reportId = '' } = useParams();
  return <ReportText key={reportId} conversationId={conversationId} reportId={reportId} />;
}

function ReportText(props: { conversationId: string; reportId: string }) {
  const actor = useScreenActor(reportTextMachine, { input: props });
  const state = useSelector(actor, (s) => s);
  const { publicSiteUrl } = useAppConfig();
  const { href } = reportUrl(publicSiteUrl, props.reportId);
  const header = <PageHeader title={t.heading} lead={t.intro} />;

  if (state.matches('loading')) {
    return (
      <div className="page page--wide report-text">
        {header}
        <Spinner label={t.loading} />
      </div>
    );
  }
  if (state.matches('failed') || state.matches('denied')) {
    return (
      <div className="page page--wide report-text">
        {header}
        {state.matches('denied') ? (
          <ErrorNotice>{t.denied}</ErrorNotice>
        ) : (
          <ErrorNotice retryLabel={t.retry} onRetry={() => actor.send({ type: 'text.retry' })}>
            {problemText(t.loadFailed, state.context.error!)}
          </ErrorNotice>
        )}
      </div>
    );
  }
  const { text } = state.context;
  if (state.matches('withdrawn')) {
    return (
      <div className="page page--wide report-text">
        {header}
        <p className="report-text__status" role="status">
          {t.withdrawn(da.formatLongDateTime(text?.withdrawn_at ?? Number.NaN))}
        </p>
      </div>
    );
  }
  const asking = state.matches('confirmWithdraw') || state.matches('withdrawing');
  return (
    <div className="page page--wide report-text">
      {header}
      <Status actor={actor} />
      <TextSections actor={actor} />
      <div className="report-text__handover">
        <FileDownload
          conversationId={props.conversationId}
          reportId={props.reportId}
          file="reportDocx"
          copy={t.word}
        />
        <a href={href} target="_blank" rel="noopener noreferrer" className="button button--ghost">
          {t.openReport}
          <span className="visually-hidden"> {da.reports.opensInNewTab}</span>
        </a>
        <button
          type="button"
          className="button button--danger"
          onClick={() => actor.send({ type: 'withdraw.ask' })}
          disabled={!state.can({ type: 'withdraw.ask' })}
        >
          {t.withdraw}
        </button>
      </div>
      {asking || state.matches('withdrawFailed') ? (
        <WithdrawDialog
          busy={state.matches('withdrawing')}
          error={state.matches('withdrawFailed') ? state.context.error : null}
          onCancel={() => actor.send({ type: 'withdraw.cancel' })}
          onConfirm={() => actor.send({ type: 'withdraw.confirm' })}
        />
      ) : null}
    </div>
  );
}

/** Where the text stands: draft, saved, unsaved, published; the failures and the conflict. */
function Status({ actor }: { actor: Actor }) {
  const state = useSelector(actor, (s) => s);
  const { text, draft, error, failedAt } = state.context;
  if (state.matches('published') || (state.matches('confirmWithdraw') && text?.published_at)) {
    return (
      <p className="report-text__status" role="status">
        {t.published(da.formatLongDateTime(text?.published_at ?? Number.NaN))}
      </p>
    );
  }
  const dirty = isDirty(draft, text?.sections ?? []);
  return (
    <div className="report-text__status">
      <p role="status">
        {state.matches({ editing: 'saving' })
          ? t.saving
          : state.matches('publishing')
            ? t.publishing
            : dirty
              ? t.unsaved
              : state.matches({ editing: 'saved' })
                ? t.saved
                : text?.version
                  ? t.savedNote
                  : t.draftNote}
      </p>
      {state.matches({ editing: 'failed' }) && error ? (
        <ErrorNotice>
          {problemText(failedAt === 'publish' ? t.publishFailed : t.saveFailed, error)}
        </ErrorNotice>
      ) : null}
      {state.matches({ editing: 'locked' }) ? (
        <ErrorNotice retryLabel={t.reload} onRetry={() => actor.send({ type: 'text.retry' })}>
          {t.locked}
        </ErrorNotice>
      ) : null}
      {state.matches({ editing: 'conflict' }) ? <ConflictNotice actor={actor} /> : null}
      <div className="report-text__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={!state.can({ type: 'text.save' })}
          onClick={() => actor.send({ type: 'text.save' })}
        >
          {t.save}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={!state.can({ type: 'text.publish' })}
          onClick={() => actor.send({ type: 'text.publish' })}
        >
          {t.publish}
        </button>
        {dirty ? <span className="report-text__hint">{t.publishHint}</span> : null}
      </div>
    </div>
  );
}

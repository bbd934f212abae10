// 'Moderationslog' at /m/{conversation_id}/comments/log (docs/behaviour.md#moderationlog): the
// conversation's moderation, newest first — what, how, how many statements, from → to, who and
// when (Copenhagen) — with 'Vis flere' and 'Hent log (CSV)'. Renders the moderationLog chart;
// the download is the fileDownload chart's (common/FileDownload.tsx).
import { useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import * as da from '../../copy/da';
import { moderationLogMachine } from '../../machines/moderation/moderationLog.machine';
import './moderation.css';
import './moderationLog.css';
import { ErrorNotice } from '../common/ErrorNotice';
import { FileDownload } from '../common/FileDownload';
import { PageHeader } from '../common/PageHeader';
import { problemText } from '../common/problemText';
import { Spinner } from '../common/Spinner';
import { useScreenActor } from '../common/useScreenActor';
import { useAdminConversation } from '../conversationAdmin';
import { LogEntry } from './ModerationLogEntry';

const t = da.moderationLog;

export function ModerationLogPage() {
  const { conversationId } = useAdminConversation();
  return <ModerationLog key={conversationId} conversationId={conversationId} />;
}

function ModerationLog({ conversationId }: { conversationId: string }) {
  const actor = useScreenActor(moderationLogMachine, { input: { conversationId } });
  const state = useSelector(actor, (s) => s.value);
  const { actions, nextBefore, error, filter, filterRefused } = useSelector(
    actor,
    (s) => s.context,
  );
  const base = `/m/${encodeURIComponent(conversationId)}/comments`;

  return (
    <div className="page page--wide moderation-log">
      <p className="moderation-log__back">
        <Link to={base}>← {t.back}</Link>
      </p>
      <PageHeader title={t.heading} lead={t.intro} />
      <form
        className="moderation-log__filter"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const text = new FormData(event.currentTarget).get('statement');
          actor.send({ type: 'log.filter', text: typeof text === 'string' ? text : '' });
        }}
      >
        <label htmlFor="log-filter-number">{t.filter.label}</label>
        <div className="moderation-log__filter-row">
          <input
            id="log-filter-number"
            name="statement"
            className="field__input moderation-log__number"
            inputMode="numeric"
            aria-invalid={filterRefused || undefined}
            aria-describedby="log-filter-help"
          />
          <button type="submit" className="button button--secondary button--small">
            {t.filter.button}
          </button>
        </div>
        <p
          id="log-filter-help"
          className={filterRefused ? 'field__error' : 'field__hint'}
          role={filterRefused ? 'alert' : undefined}
        >
          {filterRefused ? t.filter.refused : t.filter.hint}
        </p>
      </form>
      {filter !== null ? (
        <p className="moderation-log__showing">{t.filter.showing(filter)}</p>
      ) : null}
      {state === 'loading' ? <Spinner label={t.loading} /> : null}
      {state === 'failed' && error ? (
        <ErrorNotice retryLabel={t.retry} onRetry={() => actor.send({ type: 'log.retry' })}>
          {problemText(t.failed, error)}
        </ErrorNotice>
      ) : null}
      {state === 'empty' ? (
        <p className="empty-state">{filter === null ? t.empty : t.filter.empty(filter)}</p>
      ) : null}
      {typeof state === 'object' ? (
        <>
          <div className="moderation-log__download">
            <FileDownload conversationId={conversationId} file="moderationLog" copy={t.download} />
          </div>
          <ol className="moderation-log__list" aria-label={t.listLabel}>
            {actions.map((action) => (
              <LogEntry key={action.action_id} action={action} />
            ))}
          </ol>
          {state.loaded === 'more' ? <Spinner label={t.loadingMore} /> : null}
          {state.loaded === 'moreFailed' && error ? (
            <p className="field__error" role="alert">
              {problemText(t.moreFailed, error)}
            </p>
          ) : null}
          {nextBefore !== null && state.loaded !== 'more' ? (
            <p className="moderation-log__more">
              <button
                type="button"
                className="button button--secondary"
                onClick={() => actor.send({ type: 'log.more' })}
              >
                {t.more}
              </button>
            </p>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

// "Hvor du er logget ind" on /account: the browsers the account is signed in from, this one first,
// and 'Log ud alle andre steder'. Renders the sessions chart.
import { useSelector } from '@xstate/react';
import * as da from '../../copy/da';
import {
  selectEnded,
  selectPhase,
  selectProblem,
  selectSessions,
  sessionsMachine,
} from '../../machines/account/sessions.machine';
import { BusyButton } from '../common/BusyButton';
import { ErrorNotice } from '../common/ErrorNotice';
import { Spinner } from '../common/Spinner';
import { useScreenActor } from '../common/useScreenActor';

const t = da.sessions;

export function SessionsSection() {
  const actor = useScreenActor(sessionsMachine);
  const phase = useSelector(actor, selectPhase);
  const sessions = useSelector(actor, selectSessions);
  const problem = useSelector(actor, selectProblem);
  const ended = useSelector(actor, selectEnded);
  const others = sessions.filter((session) => !session.current).length;
  return (
    <section className="card card--padded sessions" aria-labelledby="sessions-heading">
      <h2 id="sessions-heading">{t.heading}</h2>
      <p>{t.intro}</p>
      {phase === 'loading' ? (
        <Spinner label={t.loading} />
      ) : phase === 'failed' ? (
        <ErrorNotice retryLabel={t.retry} onRetry={() => actor.send({ type: 'sessions.retry' })}>
          {`${t.loadFailed} ${problem?.message ?? t.unavailable}`}
        </ErrorNotice>
      ) : (
        <>
          <p role="status" className="account__notice">
            {ended ? t.ended : null}
          </p>
          {problem ? (
            <ErrorNotice>{`${t.endFailed} ${problem.message ?? t.unavailable}`}</ErrorNotice>
          ) : null}
          <ul className="passkey-list" aria-label={t.listLabel}>
            {sessions.map((session) => (
              <li key={`${session.since}-${session.device}`} className="passkey-row wrap-row">
                <div className="passkey-row__text">
                  <span className="passkey-row__name">
                    {session.device}{' '}
                    {session.current ? <span className="tag">{t.here}</span> : null}
                  </span>
                  <span className="passkey-row__meta">
                    {t.since(session.since)} · {t.lastSeen(session.lastSeen)}
                  </span>
                </div>
              </li>
            ))}
          </ul>
          {others === 0 && phase !== 'ending' ? (
            <p>{t.onlyHere}</p>
          ) : (
            <BusyButton
              busy={phase === 'ending'}
              label={t.endOthers}
              busyLabel={t.ending}
              className="button button--secondary"
              onClick={() => phase === 'loaded' && actor.send({ type: 'sessions.endOthers' })}
            />
          )}
        </>
      )}
    </section>
  );
}

// One action of the moderation log (docs/behaviour.md#moderationlog): what, from where, how many
// statements and which, who — a person or the automatic moderator — and when.
import type { ModerationLogSummary } from '../../contract/moderationLog';
import * as da from '../../copy/da';

const t = da.moderationLog;

export function LogEntry({ action }: { action: ModerationLogSummary }) {
  const { uid, name, email } = action.by;
  const who = uid === null ? t.automaticModerator : (name ?? email ?? t.unknownUser(uid));
  const state = (m: { mod: number; active: boolean; is_meta: boolean }) =>
    t.state(m.mod, m.active, m.is_meta);
  return (
    <li className="moderation-log__entry">
      <div className="moderation-log__what">
        <strong>{t.change[action.change] ?? t.otherChange}</strong>
        <span className="moderation-log__kind">{t.kind[action.kind]}</span>
        <span className="tag">{t.count(action.count)}</span>
      </div>
      <p className="moderation-log__meta">
        {t.number(action.action_id)} · {t.by(who)} ·{' '}
        <time dateTime={new Date(action.created).toISOString()}>{t.at(action.created)}</time>
      </p>
      <Statements action={action} />
      <ul className="moderation-log__changes" aria-label={t.changesLabel}>
        {action.transitions.map((change) => (
          <li key={`${state(change.from)}>${state(change.to)}`}>
            {t.transition(state(change.from), state(change.to), change.count)}
          </li>
        ))}
      </ul>
      {action.undoes !== null ? (
        <p className="moderation-log__note">{t.undoes(action.undoes)}</p>
      ) : null}
      {action.undone_by !== null ? (
        <p className="moderation-log__note">{t.undoneBy(action.undone_by)}</p>
      ) : null}
    </li>
  );
}

/** Which statements: the first three by number and first words, a bulk entry's rest folded away. */
function Statements({ action }: { action: ModerationLogSummary }) {
  const line = (s: { tid: number; txt: string }) => (
    <li key={s.tid}>{t.statement(s.tid, s.txt)}</li>
  );
  const first = action.statements.slice(0, 3);
  const rest = action.statements.slice(3);
  const unlisted = action.count - action.statements.length;
  return (
    <div className="moderation-log__statements">
      <ul aria-label={t.statementsLabel}>{first.map(line)}</ul>
      {rest.length > 0 ? (
        <details>
          <summary>{t.showAll(action.statements.length)}</summary>
          <ul aria-label={t.statementsLabel}>{rest.map(line)}</ul>
          {unlisted > 0 ? <p>{t.notListed(unlisted)}</p> : null}
        </details>
      ) : null}
    </div>
  );
}

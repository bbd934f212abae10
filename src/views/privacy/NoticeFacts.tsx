// The operator's facts on /privacy and /tos (docs/deploy.md#privacy-notice): each configured value,
// or its default text marked as a default ("Standardtekst – operatøren har ikke udfyldt …"), so a
// DPO reviewing the page sees exactly which parts the operator still has to fill in
// (docs/deploy.md#privacy-notice).
import * as da from '../../copy/da';

export interface NoticeFact {
  label: string;
  fallback: string;
  /** The operator's value; null shows the fallback, marked. */
  value: string | null;
  /** An e-mail address: shown as a mailto link. */
  email?: boolean;
}

export function NoticeFacts({ facts }: { facts: NoticeFact[] }) {
  return (
    <dl className="notice-facts">
      {facts.map((fact) => (
        <div key={fact.label} className="notice-facts__row">
          <dt>{fact.label}</dt>
          <dd>
            {fact.value === null ? (
              <>
                {fact.fallback}{' '}
                <em className="notice-facts__default">{da.privacyNotice.defaultMark}</em>
              </>
            ) : fact.email ? (
              <a href={`mailto:${fact.value}`}>{fact.value}</a>
            ) : (
              fact.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

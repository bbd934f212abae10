// What unites people, on the participant's map: the statements most participants agree with ('Det
// er de fleste enige om') and those most reject ('Det er de fleste uenige om'), each with the share
// of those who voted on it — read from the groups, so that no group's view is outvoted by a larger
// one (docs/math.md#what-unites-people). Nothing to show: nothing is rendered.
import type { MajorityStatement } from '../../../../contract/types';
import * as da from '../../../copy/da';

function Side({
  heading,
  statements,
  share,
  side,
}: {
  heading: string;
  statements: MajorityStatement[];
  share: (percent: number) => string;
  side: 'agree' | 'disagree';
}) {
  if (!statements.length) return null;
  return (
    <section className="majority-view__side" aria-label={heading}>
      <h3 className="majority-view__heading">{heading}</h3>
      <ul className="majority-view__list">
        {statements.map((statement) => (
          <li key={statement.tid} className="majority-view__statement">
            <p className="majority-view__text">{statement.txt}</p>
            <p className={`majority-view__share majority-view__share--${side}`}>
              {share(statement.percent)}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function MajorityView({
  majority,
}: {
  majority: { agree: MajorityStatement[]; disagree: MajorityStatement[] };
}) {
  if (!majority.agree.length && !majority.disagree.length) return null;
  return (
    <div className="majority-view">
      <p className="majority-view__intro">{da.opinionMap.majorityIntro}</p>
      <Side
        heading={da.opinionMap.majorityAgree}
        statements={majority.agree}
        share={da.opinionMap.majorityAgreeShare}
        side="agree"
      />
      <Side
        heading={da.opinionMap.majorityDisagree}
        statements={majority.disagree}
        share={da.opinionMap.majorityDisagreeShare}
        side="disagree"
      />
    </div>
  );
}

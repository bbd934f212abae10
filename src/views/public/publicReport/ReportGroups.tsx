// The report's opinion groups, as frozen when it was made: how the groups were computed (or why
// there were none — a sentence, never a spinner), the map with the statements on it, a section per
// group (size, the statements that set it apart with "X % i gruppen er enige, Y % af de andre", and
// with importance on, what its members marked important), then what the groups agree on and where
// they split, each statement with every group's share that agreed.
import type { ReportData, ReportGroup, ReportSpreadStatement } from '../../../../contract/types';
import * as da from '../../../copy/da';
import { groupLetter } from '../../../machines/public/opinionMap';
import '../../../styles/public/groupColours.css';
import './reportGroups.css';
import { ReportMap } from './ReportMap';
import { mathStatusText } from './reportText';

type Texts = ReadonlyMap<number, string>;

/** The two lists after the groups: what they agree on, and where they split. */
const spreads = [
  {
    id: 'report-consensus',
    of: 'consensus',
    heading: da.reportGroups.consensusHeading,
    intro: da.reportGroups.consensusIntro,
    empty: da.reportGroups.noConsensus,
  },
  {
    id: 'report-divisive',
    of: 'divisive',
    heading: da.reportGroups.divisiveHeading,
    intro: da.reportGroups.divisiveIntro,
    empty: da.reportGroups.noDivisive,
  },
] as const;

export function ReportGroups({ data }: { data: ReportData }) {
  const math = data.math;
  if (!math) return null;
  const texts: Texts = new Map(data.statements.map((s) => [s.tid, s.txt]));
  const letters = math.groups.map((_, index) => groupLetter(index));
  return (
    <section aria-labelledby="report-groups" className="report__section report-groups">
      <h2 id="report-groups">{da.reportGroups.heading}</h2>
      <p className="report__intro">{da.reportGroups.intro}</p>
      <p className="report-groups__status">{mathStatusText(math, data.totals.votes)}</p>
      {math.groups.length && typeof math.status.stability === 'number' ? (
        <p className="report-groups__stability">
          {da.reportGroups.stability(math.status.stability)}
        </p>
      ) : null}
      {math.groups.length ? (
        <>
          <ReportMap math={math} />
          <div className="report-groups__grid">
            {math.groups.map((group, index) => (
              <GroupSection
                key={group.id}
                group={group}
                index={index}
                letter={letters[index]}
                texts={texts}
                importance={math.importance_enabled}
              />
            ))}
          </div>
          {spreads.map((spread) => (
            <SpreadList
              key={spread.id}
              {...spread}
              items={math[spread.of]}
              letters={letters}
              texts={texts}
            />
          ))}
        </>
      ) : null}
    </section>
  );
}

function GroupSection({
  group,
  index,
  letter,
  texts,
  importance,
}: {
  group: ReportGroup;
  index: number;
  letter: string;
  texts: Texts;
  importance: boolean;
}) {
  const headingId = `report-group-${group.id}`;
  return (
    <section aria-labelledby={headingId} className={`report-group report-colour--${index % 5}`}>
      <h3 id={headingId} className="report-group__name">
        <span className="report-group__swatch" aria-hidden="true" />
        {da.reportGroups.groupHeading(letter, group.size)}
      </h3>
      <GroupStatements
        heading={da.reportGroups.groupStatements(letter)}
        none={da.reportGroups.noGroupStatements}
        texts={texts}
        items={group.statements.map((s) => ({
          tid: s.tid,
          shareClass: `report-group__share report-group__share--${s.repful_for}`,
          share:
            s.repful_for === 'agree'
              ? da.reportGroups.agreeShare(s.in_group, s.others)
              : da.reportGroups.disagreeShare(s.in_group, s.others),
        }))}
      />
      {importance ? (
        <GroupStatements
          heading={da.reportGroups.importantHeading(letter)}
          none={da.reportGroups.noImportant}
          texts={texts}
          items={group.important.map((s) => ({
            tid: s.tid,
            shareClass: 'report-group__share',
            share: da.reportGroups.importantCount(s.count),
          }))}
        />
      ) : null}
    </section>
  );
}

/** A list of the group's statements under its heading: each with what the group makes of it. */
function GroupStatements({
  heading,
  none,
  texts,
  items,
}: {
  heading: string;
  none: string;
  texts: Texts;
  items: { tid: number; shareClass: string; share: string }[];
}) {
  return (
    <>
      <h4 className="report-group__lead">{heading}</h4>
      {items.length ? (
        <ul className="report-group__statements">
          {items.map((item) => (
            <li key={item.tid} className="report-group__statement">
              <p className="report-group__text">
                <span className="report-group__tid">
                  {da.reportGroups.statementNumber(item.tid)}
                </span>{' '}
                {texts.get(item.tid) ?? ''}
              </p>
              <p className={item.shareClass}>{item.share}</p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="report-group__none">{none}</p>
      )}
    </>
  );
}

function SpreadList({
  id,
  heading,
  intro,
  empty,
  items,
  letters,
  texts,
}: {
  id: string;
  heading: string;
  intro: string;
  empty: string;
  items: ReportSpreadStatement[];
  letters: string[];
  texts: Texts;
}) {
  return (
    <section aria-labelledby={id} className="report-spread">
      <h3 id={id}>{heading}</h3>
      <p className="report__intro">{intro}</p>
      {items.length ? (
        <ol className="report-spread__list">
          {items.map((s) => (
            <li key={s.tid} className="report-spread__item">
              <p className="report-group__text">
                <span className="report-group__tid">{da.reportGroups.statementNumber(s.tid)}</span>{' '}
                {texts.get(s.tid) ?? ''}
              </p>
              {s.side === 'disagree' ? (
                <p className="report-spread__side">{da.reportGroups.sharedRejection}</p>
              ) : null}
              <ul className="report-spread__groups">
                {(s.side === 'disagree' && s.disagree ? s.disagree : s.agree).map((percent, i) => (
                  <li key={i} className={`report-spread__group report-colour--${i % 5}`}>
                    <span className="report-spread__bar" aria-hidden="true">
                      <span style={{ width: `${percent}%` }} />
                    </span>
                    {s.side === 'disagree'
                      ? da.reportGroups.groupDisagrees(letters[i] ?? '?', percent)
                      : da.reportGroups.groupAgrees(letters[i] ?? '?', percent)}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      ) : (
        <p className="report-group__none">{empty}</p>
      )}
    </section>
  );
}

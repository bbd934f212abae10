// The groups as a list: name and size, and the statements that set each apart with "X % i gruppen
// er enige, Y % af de andre". Everyone sees it under the map, and it is the map's text alternative.
import * as da from '../../../copy/da';
import type { GroupView } from '../../../machines/public/opinionMap/opinionMapRules';

export function GroupList({ groups }: { groups: GroupView[] }) {
  if (!groups.length) return null;
  return (
    <ul className="opinion-groups">
      {groups.map((group, index) => (
        <li key={group.id} className={`opinion-groups__group opinion-map__group--${index % 5}`}>
          <h3 className="opinion-groups__name wrap-row">
            <span className="opinion-groups__swatch" aria-hidden="true" />
            {da.opinionMap.groupLabel(group.letter, group.size)}
            {group.isMine ? (
              <span className="opinion-groups__mine">{da.opinionMap.yourGroupBadge}</span>
            ) : null}
          </h3>
          <p className="opinion-groups__lead">{da.opinionMap.statementsHeading(group.letter)}</p>
          {group.statements.length ? (
            <ul className="opinion-groups__statements">
              {group.statements.map((statement) => (
                <li key={statement.tid} className="opinion-groups__statement">
                  <p className="opinion-groups__text">{statement.txt}</p>
                  <p
                    className={`opinion-groups__share opinion-groups__share--${statement.repfulFor}`}
                  >
                    {statement.repfulFor === 'agree'
                      ? da.opinionMap.agreeShare(statement.inGroup, statement.others)
                      : da.opinionMap.disagreeShare(statement.inGroup, statement.others)}
                  </p>
                </li>
              ))}
            </ul>
          ) : (
            <p className="opinion-groups__none">{da.opinionMap.noStatements}</p>
          )}
        </li>
      ))}
    </ul>
  );
}

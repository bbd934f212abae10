// A moderation row's votes: "12 enige · 3 uenige · 5 sprang over" (the row's own counts, live from
// the moderation list), and, when the math has found
// opinion groups, one small bar per group showing how its members voted (agree, disagree, pass as
// shares) — a statement that splits the groups or unites them shows at a glance. Each bar is an
// image whose name is its text alternative ("Gruppe A: 80 % enige, …").
import type { VoteSplit } from '../../../contract/statementVotes';
import * as da from '../../copy/da';
import { groupLetter, splitShares } from '../../machines/moderation/statementVoteShares';

export function StatementVotes({
  counts,
  votes,
  groups,
}: {
  counts: VoteSplit;
  votes: (VoteSplit & { groups: Record<string, VoteSplit> }) | undefined;
  groups: readonly { id: number }[];
}) {
  if (counts.agree + counts.disagree + counts.pass === 0) {
    return <p className="statement-votes__counts">{da.moderation.votes.none}</p>;
  }
  return (
    <div className="statement-votes">
      <p className="statement-votes__counts">
        {da.moderation.votes.counts(counts.agree, counts.disagree, counts.pass)}
      </p>
      {votes && groups.length ? (
        <ul className="statement-votes__groups legend" aria-label={da.moderation.votes.groupsLabel}>
          {groups.map((group, index) => {
            const letter = groupLetter(index);
            const shares = splitShares(votes.groups[group.id]);
            const label = shares
              ? da.moderation.votes.groupSplit(letter, shares.agree, shares.disagree, shares.pass)
              : da.moderation.votes.groupNone(letter);
            return (
              <li key={group.id} className="statement-votes__group">
                <span className="statement-votes__letter" aria-hidden="true">
                  {letter}
                </span>
                <span
                  className="statement-votes__bar"
                  role="img"
                  aria-label={label}
                  // The same words on hover, for sighted mouse users.
                  title={label}
                >
                  {shares ? (
                    <>
                      <span
                        className="statement-votes__agree"
                        style={{ width: `${shares.agree}%` }}
                      />
                      <span
                        className="statement-votes__disagree"
                        style={{ width: `${shares.disagree}%` }}
                      />
                      <span
                        className="statement-votes__pass"
                        style={{ width: `${shares.pass}%` }}
                      />
                    </>
                  ) : null}
                </span>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}

// The participants' map as served (docs/api.md#get-mathparticipantmap): the stored map with the
// texts of the statements it cites; a statement without a text (hidden since) is left out.
import type { MajorityStatement, ParticipantMapGroup } from '../../../contract/types';
import type { StoredParticipantMap } from '../engine/participantMap';

export function withTexts(map: StoredParticipantMap, texts: Map<number, string>) {
  const groups: ParticipantMapGroup[] = map.groups.map((group) => ({
    ...group,
    statements: group.statements.flatMap((s) => {
      const txt = texts.get(s.tid);
      return txt === undefined ? [] : [{ ...s, txt }];
    }),
  }));
  const listed = (entries: { tid: number; percent: number }[]): MajorityStatement[] =>
    entries.flatMap((e) => {
      const txt = texts.get(e.tid);
      return txt === undefined ? [] : [{ ...e, txt }];
    });
  return {
    groups,
    majority: { agree: listed(map.majority.agree), disagree: listed(map.majority.disagree) },
  };
}

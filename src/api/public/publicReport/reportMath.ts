// The report's frozen opinion groups (`math` of GET /reportData, contract/report.ts) and its newer
// versions, read tolerantly: a missing or odd part is empty, never a crash; `math` is null from a
// server (or an old body) without it. Percentages are clamped to 0–100.
import type {
  NoGroupsReason,
  ReportGroup,
  ReportMath,
  ReportSpreadStatement,
  ReportVersion,
} from '../../../../contract/types';
import {
  arrayOrEmpty as list,
  recordOrEmpty as record,
  toBoolean,
  toCount,
  toNumber,
  toText,
} from '../../common/tolerance';

const REASONS: readonly NoGroupsReason[] = [
  'no_votes',
  'too_few_participants',
  'too_few_statements',
  'no_differences',
];

const finite = (value: unknown): number | null => {
  const n = toNumber(value, Number.NaN);
  return Number.isFinite(n) ? n : null;
};
const share = (value: unknown) => Math.min(100, toCount(value));
const tidOf = (value: unknown) => {
  const n = finite(value);
  return n !== null && Number.isInteger(n) && n >= 0 ? n : null;
};

/** Tuples of finite numbers, each of `length`; anything else is left out. */
function tuples<T extends number[]>(value: unknown, length: number): T[] {
  return list(value).flatMap((item) => {
    const numbers = list(item).map(finite);
    return numbers.length === length && numbers.every((n) => n !== null) ? [numbers as T] : [];
  });
}

function parseSpread(value: unknown): ReportSpreadStatement[] {
  return list(value).flatMap((item) => {
    const raw = record(item);
    const tid = tidOf(raw.tid);
    if (tid === null) return [];
    const spread: ReportSpreadStatement = { tid, agree: list(raw.agree).map(share) };
    // A shared rejection (ours, since the report lists them); a report frozen before has none.
    if (raw.side === 'disagree') {
      spread.side = 'disagree';
      spread.disagree = list(raw.disagree).map(share);
    } else if (raw.side === 'agree') spread.side = 'agree';
    return [spread];
  });
}

function parseGroup(value: unknown): ReportGroup[] {
  const raw = record(value);
  const id = finite(raw.id);
  if (id === null) return [];
  return [
    {
      id,
      size: toCount(raw.size),
      statements: list(raw.statements).flatMap((item) => {
        const s = record(item);
        const tid = tidOf(s.tid);
        if (tid === null) return [];
        return [
          {
            tid,
            repful_for: s.repful_for === 'disagree' ? ('disagree' as const) : ('agree' as const),
            in_group: share(s.in_group),
            others: share(s.others),
          },
        ];
      }),
      important: list(raw.important).flatMap((item) => {
        const s = record(item);
        const tid = tidOf(s.tid);
        return tid === null ? [] : [{ tid, count: toCount(s.count) }];
      }),
      points: tuples<[number, number, number]>(raw.points, 3),
    },
  ];
}

export function parseReportMath(value: unknown): ReportMath | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const raw = record(value);
  const status = record(raw.status);
  return {
    status: {
      computed_at: finite(status.computed_at),
      vote_count: toCount(status.vote_count),
      groups_reason: REASONS.find((reason) => reason === status.groups_reason) ?? null,
      stability: ((n) => (n === null ? null : Math.max(0, Math.min(1, n))))(
        finite(status.stability),
      ),
    },
    importance_enabled: toBoolean(raw.importance_enabled),
    groups: list(raw.groups).flatMap(parseGroup),
    consensus: parseSpread(raw.consensus),
    divisive: parseSpread(raw.divisive),
    statements: tuples<[number, number, number]>(raw.statements, 3),
  };
}

export function parseNewerVersions(value: unknown): ReportVersion[] {
  return list(value).flatMap((item) => {
    const raw = record(item);
    const reportId = toText(raw.report_id);
    const takenAt = finite(raw.taken_at);
    return reportId && takenAt !== null ? [{ report_id: reportId, taken_at: takenAt }] : [];
  });
}

// A report version's draft text, built from its frozen figures alone (docs/behaviour.md#the-reports-written-text).
// Pure and deterministic: the same frozen body gives the same text, byte for byte (no clock, no
// randomness; dates in Copenhagen). Every percentage is one the report itself shows: a group's
// shares are the frozen `in_group`/`others`, the consensus and divisive shares the frozen per-group
// ones; without groups the draft gives a statement's counts ("30 af de 36"), as the statement list
// shows them, rather than a share rounded another way. A section is never empty: when its figures are missing it says why in a
// sentence. The wording lives in messages.ts.
import type { ReportTextSection } from '../../../contract/reportText';
import type { ReportData, ReportMath } from '../../../contract/types';
import * as say from './messages';

export type DraftInput = Omit<ReportData, 'newer'>;

/** A topic as the draft names it: its label and how many statements it holds. */
export interface DraftTopic {
  name: string;
  statements: number;
}

const PLAIN_LIST = 5;

export function buildDraft(
  body: DraftInput,
  topics: readonly DraftTopic[] = [],
): ReportTextSection[] {
  const texts = new Map(body.statements.filter((s) => !s.is_meta).map((s) => [s.tid, s.txt]));
  const q = (tid: number) => {
    const text = texts.get(tid);
    return text === undefined ? null : say.quote(tid, text);
  };
  const math = body.math;
  const grouped = math !== null && math.groups.length > 0 ? math : null;
  const sections: ReportTextSection[] = [
    section('summary', summaryParagraphs(body, texts.size)),
    section('groups', grouped ? groupParagraphs(grouped, q) : [noGroupsSentence(math)]),
    section('consensus', grouped ? consensusParagraphs(grouped, q) : plainConsensus(body, q)),
    section('divisive', [grouped ? divisiveSentences(grouped, q) : say.divisive.noGroups]),
  ];
  if (math?.importance_enabled) {
    sections.push(
      section('importance', grouped ? importanceParagraphs(grouped, q) : [say.importance.noGroups]),
    );
  }
  const named = topics.filter((t) => t.name.trim() && t.statements > 0);
  if (named.length) {
    sections.push(
      section('topics', [
        [
          say.topics.intro(named.length),
          ...named.map((t) => say.topics.item(t.name.trim(), t.statements)),
        ].join(' '),
      ]),
    );
  }
  sections.push(section('method', methodParagraphs(body)));
  return sections;
}

function section(key: ReportTextSection['key'], paragraphs: string[]): ReportTextSection {
  return { key, heading: say.headings[key], paragraphs: paragraphs.filter((p) => p.trim() !== '') };
}

function summaryParagraphs(body: DraftInput, shown: number): string[] {
  const { totals } = body;
  const first = [...body.stats.firstVoteTimes, ...body.stats.firstCommentTimes]
    .filter(Number.isFinite)
    .reduce((a, b) => Math.min(a, b), Number.POSITIVE_INFINITY);
  const to = say.danishDay(body.taken_at);
  const when = Number.isFinite(first)
    ? say.summary.period(say.danishDay(first), to)
    : say.summary.taken(to);
  const taking =
    totals.participants > 0
      ? say.summary.taking(totals.participants, totals.voters, totals.statements, totals.votes)
      : say.summary.nothing;
  const groups = body.math?.groups ?? [];
  const split = groups.length
    ? say.summary.groups(
        groups.length,
        groups.map((g, i) => say.summary.groupSize(say.letterOf(i), g.size)).join(', '),
      )
    : say.summary.noGroups;
  return [[taking, when].join(' '), shown === 0 ? `${say.summary.noStatements} ${split}` : split];
}

function noGroupsSentence(math: ReportMath | null): string {
  if (!math || math.status.computed_at === null) return say.group.notComputed;
  return say.group.noGroupsWhy[math.status.groups_reason ?? 'no_differences'];
}

type Quote = (tid: number) => string | null;

function groupParagraphs(math: ReportMath, q: Quote): string[] {
  return math.groups.map((g, index) => {
    const letter = say.letterOf(index);
    const sentences = [say.group.intro(letter, g.size)];
    let agreed = 0;
    for (const s of g.statements) {
      const quoted = q(s.tid);
      if (!quoted) continue;
      if (s.repful_for === 'agree') {
        sentences.push(
          agreed === 0
            ? say.group.agreeFirst(letter, quoted, s.in_group, s.others)
            : say.group.agreeMore(quoted, s.in_group, s.others),
        );
        agreed += 1;
      } else {
        sentences.push(say.group.disagree(letter, quoted, s.in_group, s.others));
      }
    }
    if (sentences.length === 1) sentences.push(say.group.nothing(letter));
    return sentences.join(' ');
  });
}

function consensusParagraphs(math: ReportMath, q: Quote): string[] {
  const sentences = math.consensus.flatMap((item) => {
    const quoted = q(item.tid);
    if (!quoted) return [];
    return item.side === 'disagree' && item.disagree
      ? [say.consensus.disagree(quoted, item.disagree)]
      : [say.consensus.agree(quoted, item.agree)];
  });
  return [sentences.length ? sentences.join(' ') : say.consensus.none];
}

/** Without groups: the statements more than half of their voters agreed with, most agreed first. */
function plainConsensus(body: DraftInput, q: Quote): string[] {
  const agreed = body.statements
    .filter((s) => !s.is_meta && s.votes > 0 && s.agrees * 2 > s.votes)
    .sort((a, b) => b.agrees * a.votes - a.agrees * b.votes || b.votes - a.votes || a.tid - b.tid)
    .slice(0, PLAIN_LIST)
    .flatMap((s) => {
      const quoted = q(s.tid);
      return quoted ? [say.consensus.plainAgree(quoted, s.agrees, s.votes)] : [];
    });
  return [
    agreed.length ? [say.consensus.plainIntro, ...agreed].join(' ') : say.consensus.nonePlain,
  ];
}

function divisiveSentences(math: ReportMath, q: Quote): string {
  const sentences = math.divisive.flatMap((item) => {
    const quoted = q(item.tid);
    if (!quoted) return [];
    const shares = item.agree
      .map((p, i) => say.divisive.share(say.letterOf(i), p, i === 0))
      .join(', ');
    return [say.divisive.item(quoted, shares)];
  });
  return sentences.length ? sentences.join(' ') : say.divisive.none;
}

function importanceParagraphs(math: ReportMath, q: Quote): string[] {
  return math.groups.map((g, index) => {
    const letter = say.letterOf(index);
    const top = g.important.flatMap((item) => {
      const quoted = q(item.tid);
      return quoted ? [say.importance.item(letter, quoted, item.count)] : [];
    });
    return top.length ? top[0] : say.importance.none(letter);
  });
}

function methodParagraphs(body: DraftInput): string[] {
  const math = body.math;
  const figures = [say.method.groups];
  if (math && math.status.computed_at !== null && math.groups.length > 0) {
    figures.push(
      say.method.computed(math.status.vote_count, say.danishDay(math.status.computed_at)),
    );
    if (typeof math.status.stability === 'number')
      figures.push(say.method.stability(math.status.stability));
  }
  const level = say.method.level[String(body.report.mod_level)];
  return [
    figures.join(' '),
    [level, say.method.shares].filter(Boolean).join(' '),
    say.method.limits,
  ];
}

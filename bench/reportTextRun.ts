// `npm run bench:reportText [-- --json] [--runs N]`: a report version's draft text and its Word
// file for a conversation the size of Polis's largest open one (math:bench's synthetic conversation:
// 6,289 participants, 2,161 statements, about 600,000 votes), on one core (re-run under
// `taskset -c 0` when present). The opinion groups are computed once first (not timed: that is
// math:bench's figure); then each run times buildDraft and reportDocx on the frozen body, and the
// medians are printed. Budget: under 2 s for both together (docs/api.md#get-reporttextdocx).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { Pca2, ReportStatement } from '../contract/types';
import { POLIS_LARGEST, syntheticConversation } from '../tools/math/bench/syntheticConversation';
import { buildPca2Response } from '../server/math/engine/pca2Response';
import { updateMath } from '../server/math/engine/updateMath';
import { reportMath } from '../server/reports/reportMath';
import { reportDocx } from '../server/reports/text/docx';
import { buildDraft, type DraftInput } from '../server/reports/text/draftRules';

const args = process.argv.slice(2);
const json = args.includes('--json');
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Math.max(1, Number(args[runsAt + 1]) || 5) : 5;

if (!process.env.REPORT_TEXT_PINNED && existsSync('/usr/bin/taskset')) {
  const child = spawnSync(
    '/usr/bin/taskset',
    ['-c', '0', process.execPath, ...process.execArgv, ...process.argv.slice(1)],
    {
      stdio: 'inherit',
      env: { ...process.env, REPORT_TEXT_PINNED: '1' },
    },
  );
  process.exit(child.status ?? 1);
}

function frozenBody(): DraftInput {
  const { input } = syntheticConversation(POLIS_LARGEST);
  const result = updateMath(input, null, { stability: false });
  const pca2 = buildPca2Response(result.result, 1) as unknown as Pca2;
  const counts = new Map<number, { agrees: number; disagrees: number; passes: number }>();
  for (let i = 0; i < input.votes.tid.length; i++) {
    const tid = input.votes.tid[i];
    const c = counts.get(tid) ?? { agrees: 0, disagrees: 0, passes: 0 };
    const v = input.votes.vote[i];
    if (v < 0) c.agrees += 1;
    else if (v > 0) c.disagrees += 1;
    else c.passes += 1;
    counts.set(tid, c);
  }
  const out = new Set(input.statements.filter((s) => s.mod === -1).map((s) => s.tid));
  const statements: ReportStatement[] = [...counts.keys()]
    .filter((tid) => !out.has(tid))
    .sort((a, b) => a - b)
    .map((tid) => {
      const c = counts.get(tid)!;
      return {
        tid,
        // A long statement, as the longest real ones: quoted whole in the Word file.
        txt: `Udsagn ${tid}: kommunen bør ${'gøre mere for byens rum, stier og pladser, '.repeat(3)}og lytte til borgerne.`,
        ...c,
        votes: c.agrees + c.disagrees + c.passes,
        important: 0,
        mod: 1,
        is_meta: false,
      };
    });
  const shown = new Set(statements.map((s) => s.tid));
  const math = reportMath(pca2, shown, false);
  return {
    report: { report_id: 'rbench', created: Date.UTC(2026, 11, 5), mod_level: 0 },
    conversation: { conversation_id: '1', topic: 'Bymidten i 2030', description: '' },
    totals: {
      participants: POLIS_LARGEST.participants,
      voters: POLIS_LARGEST.participants,
      votes: input.votes.tid.length,
      statements: statements.length,
    },
    statements,
    stats: { firstVoteTimes: [Date.UTC(2026, 9, 1)], firstCommentTimes: [] },
    taken_at: Date.UTC(2026, 11, 5),
    math,
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const body = frozenBody();
const draftMs: number[] = [];
const docxMs: number[] = [];
let bytes = 0;
for (let i = 0; i < runs; i++) {
  const t0 = performance.now();
  const sections = buildDraft(body);
  const t1 = performance.now();
  const file = await reportDocx(body, sections);
  const t2 = performance.now();
  draftMs.push(t1 - t0);
  docxMs.push(t2 - t1);
  bytes = file.length;
}
const figures = {
  participants: body.totals.participants,
  statements: body.statements.length,
  votes: body.totals.votes,
  groups: body.math?.groups.length ?? 0,
  draftMs: Math.round(median(draftMs) * 10) / 10,
  docxMs: Math.round(median(docxMs)),
  totalMs: Math.round(median(draftMs.map((d, i) => d + docxMs[i]))),
  docxKB: Math.round(bytes / 1024),
};
if (json) console.log(JSON.stringify(figures));
else {
  console.log(`| figure | value |\n|---|---|`);
  for (const [key, value] of Object.entries(figures)) console.log(`| ${key} | ${value} |`);
  console.log(`\n${runs} runs, medians; budget: totalMs < 2000.`);
}

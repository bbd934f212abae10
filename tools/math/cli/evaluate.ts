// `npm run math:eval -- [--json] <folder>…`: runs the math on Polis export folders and compares our
// groups with Polis's own (`group-id` in participants-votes.csv). Prints a table per conversation,
// then the medians; with --json the last line is one JSON array of the rows (evaluation.ts).
// Exit codes: 0 done, 1 a folder was refused (the message names the file and line), 2 wrong usage.
import { statSync } from 'node:fs';
import { evaluateExport, type EvaluationRow } from '../../../server/math/engine/evaluation';
import { PolisExportError } from '../../../server/polis/csvTable';
import { readPolisExport } from '../../../server/polis/readPolisExport';
import { fixed, median, table } from './format';

const USAGE = 'Usage: npm run math:eval -- [--json] <polis-export-folder>…';

function main(args: string[]): number {
  const json = args.includes('--json');
  const folders = args.filter((arg) => arg !== '--json');
  if (folders.length === 0 || folders.some((folder) => folder.startsWith('-'))) {
    console.error(USAGE);
    return 2;
  }
  const rows: EvaluationRow[] = [];
  for (const folder of folders) {
    // A shell glob over the data folder also brings its README: only folders are conversations.
    if (!statSync(folder, { throwIfNoEntry: false })?.isDirectory()) {
      console.error(`Skipped ${folder}: not a folder`);
      continue;
    }
    try {
      rows.push(evaluateExport(readPolisExport(folder)));
    } catch (error) {
      if (!(error instanceof PolisExportError)) throw error;
      console.error(`Refused ${folder}: ${error.message}`);
      return 1;
    }
  }

  const header = [
    'dataset',
    'participants',
    'statements',
    'in-conv ours',
    'in-conv Polis',
    'in-conv both',
    'groups ours',
    'groups Polis',
    'ARI',
    'same group',
    'seconds',
  ];
  const body = rows.map((row) => [
    row.dataset,
    row.participants,
    row.statements,
    row.inConvOurs,
    row.inConvPolis,
    row.inConvBoth,
    row.groupsOurs,
    row.groupsPolis,
    fixed(row.ari, 3),
    fixed(row.sameGroupShare, 3),
    row.seconds.toFixed(2),
  ]);
  const present = (values: (number | null)[]) => values.filter((v): v is number => v !== null);
  const sameCount = rows.filter((row) => row.groupsOurs === row.groupsPolis).length;
  body.push([
    `**median** (same group count: ${sameCount} of ${rows.length})`,
    fixed(median(rows.map((r) => r.participants)), 0),
    fixed(median(rows.map((r) => r.statements)), 0),
    fixed(median(rows.map((r) => r.inConvOurs)), 0),
    fixed(median(rows.map((r) => r.inConvPolis)), 0),
    fixed(median(rows.map((r) => r.inConvBoth)), 0),
    '',
    '',
    fixed(median(present(rows.map((r) => r.ari))), 3),
    fixed(median(present(rows.map((r) => r.sameGroupShare))), 3),
    fixed(median(rows.map((r) => r.seconds)), 2),
  ]);
  console.log(table(header, body));
  if (json) console.log(JSON.stringify(rows));
  return 0;
}

process.exitCode = main(process.argv.slice(2));

// The opinion-group math in `npm run bench`'s report: the last `npm run math:bench` result
// (tools/math/cli/bench.ts writes reports/bench/math.json), with its date. The math bench writes
// ~600,000 votes into PGlite and takes minutes, so the bench does not rerun it; it says how old the
// figures are, or how to get them.
import { existsSync, readFileSync } from 'node:fs';
import { MATH_REPORT } from '../tools/math/bench/reportFile';

export function mathSection(): string {
  const heading = '## Opinion-group math (`npm run math:bench`)';
  if (!existsSync(MATH_REPORT)) {
    return `${heading}\n\nNot measured yet on this checkout: run \`npm run math:bench\` (a few minutes), then \`npm run bench\`.`;
  }
  const saved = JSON.parse(readFileSync(MATH_REPORT, 'utf8')) as { at: string; text: string };
  return [
    heading,
    '',
    `The last run, ${saved.at.slice(0, 16).replace('T', ' ')} UTC (not rerun by \`npm run bench\`):`,
    '',
    saved.text,
  ].join('\n');
}

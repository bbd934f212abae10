// `npm run check:docx [-- file.docx …] [--out DIR] [--png]`: hands Word files to LibreOffice, the
// strictest reader of .docx there is (docs/deploy.md#checking-the-word-file). Without files it
// makes the sample reports first (sampleReports.ts: the demo, very long statements, no groups).
// Each file is converted with `libreoffice --headless --convert-to pdf`; the check fails when the
// conversion fails or complains, when the PDF is missing, or when its text lacks the report's
// headings or the 'Side n af m' footer. It prints the pages per file; --png also renders every page
// with pdftoppm (poppler-utils) for a person to look at. Not part of CI: LibreOffice is a large
// install (Debian: libreoffice-writer-nogui poppler-utils); CI reads the file back with JSZip.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { headings } from '../../server/reports/text/messages';
import { sampleReports } from './sampleReports';

const args = process.argv.slice(2);
const outAt = args.indexOf('--out');
const out = outAt >= 0 ? path.resolve(args[outAt + 1]) : mkdtempSync(path.join(tmpdir(), 'docx-'));
const png = args.includes('--png');
const given = args.filter((a, i) => a.endsWith('.docx') && i !== outAt + 1);

function run(command: string, argv: string[]) {
  const done = spawnSync(command, argv, { encoding: 'utf8', timeout: 180_000 });
  if (done.error) throw new Error(`${command}: ${done.error.message}`);
  return done;
}

/** Converts one file; the problems found, and the page count. */
function check(file: string): { pages: number; problems: string[] } {
  const problems: string[] = [];
  // A profile of its own, so a LibreOffice already open elsewhere does not take the job.
  const profile = `file://${mkdtempSync(path.join(tmpdir(), 'lo-profile-'))}`;
  const converted = run('libreoffice', [
    `-env:UserInstallation=${profile}`,
    '--headless',
    '--convert-to',
    'pdf',
    '--outdir',
    out,
    file,
  ]);
  const said = `${converted.stdout}\n${converted.stderr}`;
  if (converted.status !== 0) problems.push(`libreoffice gav status ${converted.status}`);
  if (/error|repair|corrupt/i.test(said)) problems.push(`libreoffice: ${said.trim()}`);
  const pdf = path.join(out, `${path.basename(file, '.docx')}.pdf`);
  if (!existsSync(pdf)) {
    problems.push('ingen PDF');
    return { pages: 0, problems };
  }
  const text = run('pdftotext', ['-layout', pdf, '-']).stdout;
  const info = run('pdfinfo', [pdf]).stdout;
  const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? 0);
  for (const heading of [headings.summary, headings.method]) {
    if (!text.includes(heading)) problems.push(`overskriften «${heading}» mangler i PDF'en`);
  }
  if (!text.includes(`Side 1 af ${pages}`)) problems.push(`sidefoden «Side 1 af ${pages}» mangler`);
  if (png) run('pdftoppm', ['-png', '-r', '60', pdf, path.join(out, path.basename(file, '.docx'))]);
  return { pages, problems };
}

async function main() {
  mkdirSync(out, { recursive: true });
  const files = given.length
    ? given.map((f) => path.resolve(f))
    : (await sampleReports()).map(({ name, file }) => {
        const target = path.join(out, `${name}.docx`);
        writeFileSync(target, file);
        return target;
      });
  let failed = false;
  for (const file of files) {
    const { pages, problems } = check(file);
    failed ||= problems.length > 0;
    console.log(`${path.basename(file)}: ${pages} sider${problems.length ? ' – FEJL' : ', ok'}`);
    for (const problem of problems) console.log(`  ${problem}`);
  }
  console.log(`PDF'er${png ? ' og PNG-sider' : ''} i ${out}`);
  process.exit(failed ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

// The Word files `npm run check:docx` hands to LibreOffice (docs/deploy.md#checking-the-word-file):
// the demo conversation's newest report as the server builds it (seeded into a PGlite database in
// memory, frozen, drafted with its topics), the same report with every statement as long as a
// statement may be (1,000 characters), and a report with no opinion groups.
import type { ReportTextSection } from '../../contract/reportText';
import { seedDemo, DEMO_ACCOUNT } from '../../server/demo/seedDemo';
import { openDatabase } from '../../server/platform/db';
import { findReport, listReports } from '../../server/reports';
import { readReport } from '../../server/reports/reportSnapshot';
import { reportDocx } from '../../server/reports/text/docx';
import { buildDraft, type DraftInput } from '../../server/reports/text/draftRules';
import { report as smallReport } from '../../tests/server/support/smallReport';
import { reportTopics } from '../../server/reports/text/topicsRepo';

export interface Sample {
  name: string;
  file: Buffer;
}

const LONGEST = 1000;

/** A statement's text stretched to the longest a statement may be, its own words first. */
const stretched = (text: string) => {
  const filler =
    ' Og det skal der gøres noget ved, for byen er vores fælles rum og skal være god at færdes i.';
  let out = text.trim();
  while (out.length + filler.length <= LONGEST) out += filler;
  return out;
};

async function demoBody(): Promise<{ body: DraftInput; sections: ReportTextSection[] }> {
  const db = await openDatabase({ dataDir: null });
  try {
    const seeded = await seedDemo(db, { owner: DEMO_ACCOUNT });
    const { rows } = await db.query<{ zid: number }>(
      'SELECT zid FROM zinvites WHERE zinvite = $1',
      [seeded.conversation_id],
    );
    const [newest] = await listReports(db, rows[0].zid);
    const report = newest && (await findReport(db, newest.report_id));
    const body = report && (await readReport(db, report));
    if (!report || !body) throw new Error('Demoen har ingen rapport.');
    const shown = new Set(body.statements.map((s) => s.tid));
    return { body, sections: buildDraft(body, await reportTopics(db, report.zid, shown)) };
  } finally {
    await db.close();
  }
}

export async function sampleReports(): Promise<Sample[]> {
  const demo = await demoBody();
  const long: DraftInput = {
    ...demo.body,
    statements: demo.body.statements.map((s) => ({ ...s, txt: stretched(s.txt) })),
  };
  const noGroups = smallReport({ math: null });
  return [
    { name: 'demo', file: await reportDocx(demo.body, demo.sections) },
    { name: 'lange-udsagn', file: await reportDocx(long, buildDraft(long)) },
    { name: 'uden-grupper', file: await reportDocx(noGroups, buildDraft(noGroups)) },
  ];
}

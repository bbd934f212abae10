// The report version as a Word file (docs/api.md#get-reporttextdocx), built with the `docx`
// library: the topic as title, the text's sections with their Danish headings, under 'Meningsgrupperne'
// a table per group (every statement quoted whole, with both shares) and the group's bar chart as
// a PNG (groupChart.ts), then the statements removed after publishing, page numbers in the footer
// and A4 pages. Everything comes from the frozen figures and the owner's text.
import {
  AlignmentType,
  Document,
  Footer,
  HeadingLevel,
  ImageRun,
  Packer,
  PageNumber,
  Paragraph,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import type { ReportTextSection } from '../../../contract/reportText';
import { statementNumber } from '../../../contract/danishNumbers';
import { danishDay, docxWords, letterOf } from './messages';
import type { DraftInput } from './draftRules';
import { groupChartPng } from './groupChart';

const A4 = { width: 11906, height: 16838 };
const CHART_WIDTH = 600;
const CHART_ROW = 70;
// The text width of an A4 page with Word's 2.54 cm margins, in twips, shared out so the statement
// gets most of it: with five equal columns a long statement ran a word a line, and narrower number
// columns broke 'I gruppen' mid-word (LibreOffice rendering, docs/deploy.md#checking-the-word-file).
const COLUMNS = [700, 4326, 1300, 1400, 1300];

const cell = (text: string, column: number, bold = false) =>
  new TableCell({
    width: { size: COLUMNS[column], type: WidthType.DXA },
    children: [new Paragraph({ spacing: { after: 0 }, children: [new TextRun({ text, bold })] })],
  });

/** A heading that stays on the page of what follows it. */
const heading = (text: string, level: (typeof HeadingLevel)[keyof typeof HeadingLevel]) =>
  new Paragraph({ text, heading: level, keepNext: true });

// Black headings on white: the file is printed, often in black and white, and Word's default blue
// headings come out pale grey. Some air after each paragraph, none inside table cells.
const STYLES = {
  default: {
    document: { run: { font: 'Calibri', size: 22 }, paragraph: { spacing: { after: 120 } } },
    title: { run: { font: 'Calibri', size: 48, bold: true, color: '000000' } },
    heading1: {
      run: { font: 'Calibri', size: 32, bold: true, color: '000000' },
      paragraph: { spacing: { before: 360, after: 120 } },
    },
    heading2: {
      run: { font: 'Calibri', size: 26, bold: true, color: '000000' },
      paragraph: { spacing: { before: 240, after: 120 } },
    },
  },
};

function groupBlocks(frozen: DraftInput): (Paragraph | Table)[] {
  const math = frozen.math;
  if (!math || math.groups.length === 0) return [];
  const texts = new Map(frozen.statements.map((s) => [s.tid, s.txt]));
  return math.groups.flatMap((group, index) => {
    const letter = letterOf(index);
    const rows = group.statements.filter((s) => texts.has(s.tid));
    const title = heading(docxWords.groupTitle(letter, group.size), HeadingLevel.HEADING_2);
    if (rows.length === 0) {
      return [title, new Paragraph(docxWords.groupWithoutStatements)];
    }
    const table = new Table({
      width: { size: COLUMNS.reduce((a, b) => a + b), type: WidthType.DXA },
      columnWidths: COLUMNS,
      layout: TableLayoutType.FIXED,
      margins: { top: 40, bottom: 40, left: 80, right: 80 },
      rows: [
        new TableRow({
          tableHeader: true,
          cantSplit: true,
          children: docxWords.tableHeader.map((h, i) => cell(h, i, true)),
        }),
        ...rows.map(
          (s) =>
            new TableRow({
              cantSplit: true,
              children: [
                `#${statementNumber(s.tid)}`,
                texts.get(s.tid) ?? '',
                s.repful_for === 'agree' ? docxWords.agree : docxWords.disagree,
                `${s.in_group} %`,
                `${s.others} %`,
              ].map((text, i) => cell(text, i)),
            }),
        ),
      ],
    });
    const chart = new ImageRun({
      type: 'png',
      data: groupChartPng(
        rows.map((s) => ({
          number: statementNumber(s.tid),
          inGroup: s.in_group,
          others: s.others,
        })),
      ),
      transformation: {
        width: CHART_WIDTH,
        height: Math.round((20 + rows.length * CHART_ROW) * (CHART_WIDTH / 900)),
      },
      altText: docxWords.chart(letter),
    });
    return [
      title,
      table,
      new Paragraph({ children: [chart], keepNext: true, spacing: { before: 120 } }),
      new Paragraph({
        children: [
          new TextRun({
            text: docxWords.chartCaption(letter),
            italics: true,
          }),
        ],
      }),
    ];
  });
}

export async function reportDocx(
  frozen: DraftInput,
  sections: readonly ReportTextSection[],
): Promise<Buffer> {
  const topic = frozen.conversation.topic.trim() || docxWords.untitled;
  const children: (Paragraph | Table)[] = [
    heading(topic, HeadingLevel.TITLE),
    new Paragraph(docxWords.byline(danishDay(frozen.taken_at))),
  ];
  for (const section of sections) {
    children.push(heading(section.heading, HeadingLevel.HEADING_1));
    for (const text of section.paragraphs) children.push(new Paragraph(text));
    if (section.key === 'groups') children.push(...groupBlocks(frozen));
  }
  for (const at of frozen.removed ?? []) {
    children.push(
      new Paragraph({
        children: [
          new TextRun({
            text: docxWords.removed(danishDay(at)),
            italics: true,
          }),
        ],
      }),
    );
  }
  const footer = new Footer({
    children: [
      new Paragraph({
        alignment: AlignmentType.CENTER,
        children: [
          new TextRun({
            children: [
              docxWords.page,
              PageNumber.CURRENT,
              docxWords.pageOf,
              PageNumber.TOTAL_PAGES,
            ],
          }),
        ],
      }),
    ],
  });
  const doc = new Document({
    creator: docxWords.creator,
    title: topic,
    description: docxWords.description,
    styles: STYLES,
    sections: [{ properties: { page: { size: A4 } }, footers: { default: footer }, children }],
  });
  return Packer.toBuffer(doc);
}

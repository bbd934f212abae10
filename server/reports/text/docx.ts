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
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import type { ReportTextSection } from '../../../contract/reportText';
import { statementNumber } from '../../../src/copy/danish/numbers';
import { danishDay, letterOf, people } from './draftPhrases';
import type { DraftInput } from './draftRules';
import { groupChartPng } from './groupChart';

const A4 = { width: 11906, height: 16838 };
const CHART_WIDTH = 600;
const CHART_ROW = 70;

const cell = (text: string, bold = false) =>
  new TableCell({ children: [new Paragraph({ children: [new TextRun({ text, bold })] })] });

function groupBlocks(frozen: DraftInput): (Paragraph | Table)[] {
  const math = frozen.math;
  if (!math || math.groups.length === 0) return [];
  const texts = new Map(frozen.statements.map((s) => [s.tid, s.txt]));
  return math.groups.flatMap((group, index) => {
    const letter = letterOf(index);
    const rows = group.statements.filter((s) => texts.has(s.tid));
    const heading = new Paragraph({
      text: `Gruppe ${letter} · ${people(group.size)}`,
      heading: HeadingLevel.HEADING_2,
    });
    if (rows.length === 0) {
      return [heading, new Paragraph('Intet udsagn skilte gruppen tydeligt ud fra de andre.')];
    }
    const table = new Table({
      width: { size: 100, type: WidthType.PERCENTAGE },
      rows: [
        new TableRow({
          tableHeader: true,
          children: ['Nr.', 'Udsagn', 'Holdning', 'I gruppen', 'De andre'].map((h) =>
            cell(h, true),
          ),
        }),
        ...rows.map(
          (s) =>
            new TableRow({
              children: [
                cell(`#${statementNumber(s.tid)}`),
                cell(texts.get(s.tid) ?? ''),
                cell(s.repful_for === 'agree' ? 'Enige' : 'Uenige'),
                cell(`${s.in_group} %`),
                cell(`${s.others} %`),
              ],
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
      altText: {
        name: `Gruppe ${letter}`,
        title: `Søjlediagram for gruppe ${letter}`,
        description: `Andelen i gruppe ${letter} (sort) og blandt de andre (skraveret) for gruppens udsagn.`,
      },
    });
    return [
      heading,
      table,
      new Paragraph({ children: [chart] }),
      new Paragraph({
        children: [
          new TextRun({
            text: `Figur: gruppe ${letter}. Sort søjle: andelen i gruppen; skraveret søjle: andelen blandt de andre.`,
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
  const topic = frozen.conversation.topic.trim() || 'Rapport';
  const children: (Paragraph | Table)[] = [
    new Paragraph({ text: topic, heading: HeadingLevel.TITLE }),
    new Paragraph(`Rapport fra Rådslag. Tal fra ${danishDay(frozen.taken_at)}.`),
  ];
  for (const section of sections) {
    children.push(new Paragraph({ text: section.heading, heading: HeadingLevel.HEADING_1 }));
    for (const text of section.paragraphs) children.push(new Paragraph(text));
    if (section.key === 'groups') children.push(...groupBlocks(frozen));
  }
  for (const at of frozen.removed ?? []) {
    children.push(
      new Paragraph({
        children: [
          new TextRun({
            text: `Et udsagn er fjernet efter offentliggørelsen (${danishDay(at)}).`,
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
          new TextRun({ children: ['Side ', PageNumber.CURRENT, ' af ', PageNumber.TOTAL_PAGES] }),
        ],
      }),
    ],
  });
  const doc = new Document({
    creator: 'Rådslag',
    title: topic,
    description: 'Rapport fra Rådslag',
    sections: [{ properties: { page: { size: A4 } }, footers: { default: footer }, children }],
  });
  return Packer.toBuffer(doc);
}

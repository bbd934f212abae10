// The Word file read back with an independent reader (JSZip, not the fflate the docx library writes
// with): the title, every section's heading in order with its paragraphs, a table and a PNG chart
// per group under 'Meningsgrupperne', a long statement quoted whole, page numbers in the footer.
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { reportDocx } from './docx';
import { buildDraft } from './draftRules';
import { docxFileName } from './fileName';
import { groupChartPng } from './groupChart';
import { PNG } from 'pngjs';
import { report } from '../../../tests/server/support/smallReport';

const LONG = `Biler ud af midten. ${'Meget lang begrundelse '.repeat(40)}slut.`;

async function unpack(file: Buffer) {
  const zip = await JSZip.loadAsync(file);
  const xml = await zip.file('word/document.xml')!.async('string');
  const footer = await Promise.all(
    Object.keys(zip.files)
      .filter((name) => /^word\/footer\d*\.xml$/.test(name))
      .map((name) => zip.file(name)!.async('string')),
  );
  return { zip, xml, footer: footer.join('') };
}

/** The body's blocks in order: a heading's text, 'TABLE', 'IMAGE' or a paragraph's text. */
function blocks(xml: string): string[] {
  const body = xml.slice(xml.indexOf('<w:body>'));
  const out: string[] = [];
  const re = /<w:tbl>[\s\S]*?<\/w:tbl>|<w:p[ >][\s\S]*?<\/w:p>/g;
  for (const match of body.match(re) ?? []) {
    if (match.startsWith('<w:tbl>')) out.push('TABLE');
    else if (match.includes('<w:drawing>')) out.push('IMAGE');
    else {
      const style = /<w:pStyle w:val="([^"]+)"/.exec(match)?.[1];
      const text = [...match.matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((m) => m[1]).join('');
      out.push(style ? `${style}: ${text}` : text);
    }
  }
  return out;
}

describe('reportDocx', () => {
  it('writes the headings, tables and charts in order, with the text whole', async () => {
    const body = report();
    body.statements = body.statements.map((s) => (s.tid === 5 ? { ...s, txt: LONG } : s));
    const { zip, xml, footer } = await unpack(await reportDocx(body, buildDraft(body)));
    const order = blocks(xml).filter((b) => /^(Title|Heading\d): |^TABLE$|^IMAGE$/.test(b));
    expect(order).toEqual([
      'Title: Bymidten',
      'Heading1: Kort fortalt',
      'Heading1: Meningsgrupperne',
      'Heading2: Gruppe A · 171 deltagere',
      'TABLE',
      'IMAGE',
      'Heading2: Gruppe B · 129 deltagere',
      'Heading1: Det er de fleste enige om',
      'Heading1: Her er der uenighed',
      'Heading1: Sådan er tallene fremkommet',
    ]);
    // Quoted whole in the table, never shortened.
    expect(xml).toContain(LONG);
    expect(xml).not.toContain('…');
    expect(Object.keys(zip.files).filter((n) => n.startsWith('word/media/'))).toHaveLength(1);
    expect(footer).toContain('PAGE');
    expect(footer).toContain('Side ');
  });

  it('prints in black and white with the statement given most of the table, headings kept with what follows', async () => {
    const body = report();
    const { zip, xml } = await unpack(await reportDocx(body, buildDraft(body)));
    const grid = [...xml.matchAll(/<w:gridCol w:w="(\d+)"/g)].map((m) => Number(m[1]));
    expect(grid).toHaveLength(5);
    expect(Math.max(...grid)).toBe(grid[1]);
    expect(grid[1]).toBeGreaterThan(2 * Math.max(...grid.filter((_, i) => i !== 1)));
    // A row is never split over two pages; the header row repeats.
    expect(xml.match(/<w:cantSplit\/>/g)?.length).toBe(3);
    const headings =
      xml.match(/<w:p>(?:(?!<\/w:p>).)*?<w:pStyle w:val="(?:Title|Heading\d)"\/>.*?<\/w:p>/gs) ??
      [];
    expect(headings.length).toBeGreaterThan(5);
    for (const h of headings) expect(h).toContain('<w:keepNext/>');
    const styles = await zip.file('word/styles.xml')!.async('string');
    for (const id of ['Title', 'Heading1', 'Heading2']) {
      const style = new RegExp(`<w:style [^>]*w:styleId="${id}"[\\s\\S]*?</w:style>`).exec(
        styles,
      )?.[0];
      expect(style, id).toMatch(/<w:color w:val="000000"\/>/);
    }
  });

  it('notes a statement removed after publishing', async () => {
    const body = { ...report(), removed: [Date.UTC(2026, 11, 1, 12)] };
    const { xml } = await unpack(await reportDocx(body, buildDraft(body)));
    expect(xml).toContain('Et udsagn er fjernet efter offentliggørelsen (1. december 2026).');
  });

  it('draws each share as a black and a hatched bar', () => {
    const png = PNG.sync.read(groupChartPng([{ number: '4', inGroup: 50, others: 100 }]));
    const at = (x: number, y: number) => png.data[(y * png.width + x) * 4];
    // Inside the group's bar: solid black; inside the others' bar: both black and white pixels.
    expect(at(200, 26)).toBe(0);
    const others = Array.from({ length: 12 }, (_, i) => at(200 + i, 56));
    expect(others).toContain(0);
    expect(others).toContain(255);
    // The group's bar stops at half the others'.
    expect(at(130 + 400, 26)).toBe(255);
  });
});

describe('docxFileName', () => {
  it('is raadslag-{emne}-{dato}.docx in plain letters', () => {
    expect(
      docxFileName('Fremtidens bymidte i Århus – på én gang!', Date.UTC(2026, 10, 23, 23, 30)),
    ).toBe('raadslag-fremtidens-bymidte-i-aarhus-paa-en-gang-2026-11-24.docx');
    expect(docxFileName('  ', Date.UTC(2026, 0, 2))).toBe('raadslag-rapport-2026-01-02.docx');
  });
});

import { describe, expect, it } from 'vitest';
import { previewStatements, statementsFromCsv } from './seedBulk';

describe('previewStatements', () => {
  it('names each line’s problem and sends only the good ones', () => {
    const preview = previewStatements(
      ' Flere bænke \n\nFærre biler\n' + 'x'.repeat(141) + '\nFærre biler\nGamle ord\n',
      ['Gamle ord'],
      140,
    );
    expect(preview.items.map((item) => [item.text.slice(0, 11), item.problem])).toEqual([
      ['Flere bænke', null],
      ['Færre biler', null],
      ['xxxxxxxxxxx', 'tooLong'],
      ['Færre biler', 'repeated'],
      ['Gamle ord', 'duplicate'],
    ]);
    expect(preview.blankLines).toBe(1);
    expect(preview.sendable).toEqual(['Flere bænke', 'Færre biler']);
  });

  it('takes a line of zero-width spaces for a blank line, as the server does', () => {
    const preview = previewStatements('Flere bænke\n\u200B\u200B\nFærre biler', [], 140);
    expect(preview.sendable).toEqual(['Flere bænke', 'Færre biler']);
    expect(preview.blankLines).toBe(1);
  });

  it('counts characters as the server does (🚲 is one)', () => {
    expect(previewStatements('🚲'.repeat(10), [], 10).items[0]).toMatchObject({
      length: 10,
      problem: null,
    });
  });
});

describe('statementsFromCsv', () => {
  it('takes the column named udsagn (Danish Excel: semicolons, BOM)', () => {
    const csv = '\uFEFFnr;udsagn\r\n1;Flere bænke\r\n2;"Færre biler; mere plads"\r\n';
    expect(statementsFromCsv(csv)).toBe('Flere bænke\nFærre biler; mere plads');
  });

  it('takes the first column when no header names one, joining a cell’s lines', () => {
    expect(statementsFromCsv('"Flere\nbænke",x\nFærre biler,y\n,\n')).toBe(
      'Flere bænke\nFærre biler',
    );
    expect(statementsFromCsv('text,kilde\nGratis bus,mail\n')).toBe('Gratis bus');
  });
});

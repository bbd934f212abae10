// Topic names from made-up clusters: what a Danish reader should see, and what never makes a name.
import { describe, expect, it } from 'vitest';
import { tokenize } from '../platform/text/danishText';
import { nameClusters } from './naming';
import { buildTfIdf } from './tfidf';

/** Names the given groups of statements as the clusters of one layer. */
function names(groups: string[][]): string[] {
  const texts = groups.flat();
  const documents = texts.map(tokenize);
  const { terms, vectors } = buildTfIdf(documents);
  let next = 0;
  const clusters = groups.map((group) => group.map(() => next++));
  return nameClusters(documents, vectors, terms, clusters);
}

const PARKS = [
  'Vi skal have flere grønne områder i byen.',
  'De grønne områder skal plejes bedre.',
  'Grønne områder gør byen rarere at bo i.',
];
const BUSES = [
  'Busserne kører for sjældent om aftenen.',
  'Bussen til landsbyerne skal køre oftere.',
  'Der mangler busser i weekenden.',
];
const AARHUS = [
  'Trafikken i Aarhus er blevet værre.',
  'I Aarhus skal der bygges færre parkeringshuse.',
  'Aarhus skal have mindre trafik i midtbyen.',
];

describe('topic names', () => {
  it('name a recurring phrase as written, not a salad of stems', () => {
    expect(names([PARKS, BUSES])[0]).toMatch(/^Grønne områder/);
  });

  it('leave verbs out, and show a noun in its indefinite form when the statements use it', () => {
    const [, buses] = names([PARKS, BUSES]);
    expect(buses).toMatch(/\bbusser\b/i);
    expect(buses).not.toMatch(/kører|køre|mangler/i);
  });

  it('keep a proper noun capitalised anywhere in the name', () => {
    const name = names([BUSES, AARHUS])[1];
    expect(name).toContain('Aarhus');
    expect(name).not.toContain('aarhus');
    expect(name).not.toMatch(/bygges/);
  });

  it('stay unique within a layer', () => {
    const result = names([PARKS.slice(0, 2), PARKS.slice(1), BUSES]);
    expect(new Set(result).size).toBe(3);
  });
});

import { describe, expect, it } from 'vitest';
import { NEAR_DUPLICATE_THRESHOLD, profile, similarity } from './similarity';

const score = (a: string, b: string) => similarity(profile(a), profile(b));

describe('near-duplicate similarity (Danish)', () => {
  it.each([
    [
      'inflection and word order',
      'Flere cykelstier i midtbyen',
      'Midtbyen skal have flere cykelstier.',
    ],
    [
      'a typo in a long word',
      'Der skal plantes flere træer langs cykelstierne',
      'Der skal plantes flere træer langs cykelstiene',
    ],
    [
      'filler and punctuation',
      'Gratis busser i hele kommunen!',
      'Jeg synes, at busserne skal være gratis i hele kommunen',
    ],
  ])('counts %s as alike', (_, a, b) => {
    expect(score(a, b)).toBeGreaterThanOrEqual(NEAR_DUPLICATE_THRESHOLD);
  });

  it.each([
    ['a negation', 'Der skal være biler i midtbyen', 'Der skal ikke være biler i midtbyen'],
    ['a different number', 'Jeg er under 30 år', 'Jeg er over 65 år'],
    ['another subject', 'Flere cykelstier i midtbyen', 'Flere p-pladser ved havnen'],
    ['only stop words', 'Det er jeg ikke sikker på', 'Det er jeg sikker på'],
  ])('does not count %s as alike', (_, a, b) => {
    expect(score(a, b)).toBeLessThan(NEAR_DUPLICATE_THRESHOLD);
  });
});

import { describe, expect, it } from 'vitest';
import { typicalToShow } from './topicText';

describe('typicalToShow', () => {
  const typical = [{ txt: 'Åen skal åbnes helt.' }, { txt: 'Flere bænke ved åen.' }];

  it('leaves out the most typical statement when the name is the whole of it', () => {
    expect(typicalToShow('Åen skal åbnes helt', typical)).toEqual([typical[1]]);
  });

  it('keeps it when the name shortened it', () => {
    const long = [{ txt: 'Åen skal åbnes helt, så byen får sit vand tilbage.' }, typical[1]];
    expect(typicalToShow('Åen skal åbnes helt', long)).toEqual(long);
  });
});

import { describe, expect, it } from 'vitest';
import { TITLE_MAX, topicTitle } from './topicTitle';

describe('topicTitle: a topic named by its most typical statement', () => {
  it('keeps a short statement whole, without its full stop', () => {
    expect(topicTitle('Der skal plantes flere træer langs åen.')).toBe(
      'Der skal plantes flere træer langs åen',
    );
  });

  it('takes the first sentence of several', () => {
    expect(topicTitle('Åen skal åbnes helt. Det vil give liv til midtbyen om sommeren!')).toBe(
      'Åen skal åbnes helt',
    );
  });

  it('cuts a long sentence where a clause ends', () => {
    const title = topicTitle(
      'Busserne skal køre oftere om aftenen og i weekenden, så folk uden bil også kan komme hjem fra byen.',
    );
    expect(title).toBe('Busserne skal køre oftere om aftenen og i weekenden');
    expect(title!.length).toBeLessThanOrEqual(TITLE_MAX);
  });

  it('cuts at a word with an ellipsis when no clause ends in reach', () => {
    const title = topicTitle(
      'Cykelparkeringen ved banegården skal udvides betydeligt med mange flere overdækkede pladser til ladcykler',
    )!;
    expect(title.endsWith(' …')).toBe(true);
    expect(title.length).toBeLessThanOrEqual(TITLE_MAX + 2);
    expect(title.startsWith('Cykelparkeringen ved banegården')).toBe(true);
  });

  it('capitalises, and gives no name to a text without words', () => {
    expect(topicTitle('flere bænke')).toBe('Flere bænke');
    expect(topicTitle('👍 123 !!')).toBeNull();
  });
});

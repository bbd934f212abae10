import { describe, expect, it } from 'vitest';
import type { Conversation } from '../../../contract/types';
import { aConversation } from '../../../tests/support/contractFixtures';
import {
  applyEdit,
  intendedValue,
  isTextChange,
  normalizeText,
  mergeServer,
  typedValueError,
  settingsValuesOf,
  toggledEdit,
} from './settingsFields';

const META: Conversation = aConversation();

describe('settings fields', () => {
  const values = settingsValuesOf(META);

  it('turns a blank help colour into "default" and keeps other text as typed', () => {
    expect(normalizeText('help_color', '  ')).toBe('default');
    expect(normalizeText('help_bgcolor', ' #fff ')).toBe('#fff');
    expect(normalizeText('topic', '  Cykler  ')).toBe('  Cykler  ');
    expect(normalizeText('description', '')).toBe('');
  });

  it('flips booleans and 0/1 settings', () => {
    expect(toggledEdit('is_active', values)).toEqual({ field: 'is_active', value: false });
    expect(toggledEdit('vis_type', values)).toEqual({ field: 'vis_type', value: 1 });
    expect(toggledEdit('write_type', values)).toEqual({ field: 'write_type', value: 0 });
  });

  it('measures a change against the last queued value, else the confirmed one', () => {
    expect(intendedValue('topic', values, [])).toBe('Cykler');
    const queue = [
      { field: 'topic' as const, value: 'A' },
      { field: 'is_active' as const, value: false },
      { field: 'topic' as const, value: 'B' },
    ];
    expect(intendedValue('topic', values, queue)).toBe('B');
    expect(isTextChange('topic', 'B', values, queue)).toBe(false);
    expect(isTextChange('topic', 'Cykler', values, queue)).toBe(true);
    expect(isTextChange('help_bgcolor', '', values, [])).toBe(false); // '' is 'default'
    expect(isTextChange('help_color', '', values, [])).toBe(true); // '#333' → 'default'
    expect(applyEdit(values, { field: 'topic', value: 'C' }).topic).toBe('C');
  });

  it('marks a typed colour that is not a CSS colour, and nothing else', () => {
    expect(typedValueError('help_color', 'rødlig')).toEqual({ kind: 'colour' });
    expect(typedValueError('help_color', 'url(x)')).toEqual({ kind: 'colour' });
    expect(typedValueError('help_color', 'red; background: url(x)')).toEqual({ kind: 'colour' });
    for (const ok of ['', '  ', 'default', '#abc', '#AABBCC', 'rebeccapurple', 'rgb(1, 2, 3)']) {
      expect(typedValueError('help_bgcolor', ok), ok).toBeUndefined();
    }
    expect(typedValueError('help_bgcolor', 'rgb(0 0 0 / 50%)')).toBeUndefined();
    expect(typedValueError('topic', 'rødlig')).toBeUndefined();
  });

  it('merges the server’s values into fields with nothing pending only', () => {
    const server = { ...META, topic: 'Fra A', description: 'Fra A', is_active: false, version: 7 };
    const draft = { ...values, description: 'Jeg skriver', is_active: false };
    const queue = [{ field: 'is_active' as const, value: false }];
    const merged = mergeServer(
      { confirmed: values, draft, basedOn: { topic: 3 }, queue, saved: META },
      server,
    );
    expect(merged.draft).toMatchObject({
      topic: 'Fra A', // untouched: the other window's value shows
      description: 'Jeg skriver', // being typed: kept
      is_active: false,
    });
    expect(merged.confirmed.description).toBe('Om cykler');
    expect(merged.basedOn).toMatchObject({ topic: 7 });
    expect(merged.basedOn.description).toBeUndefined();
    expect(merged.basedOn.is_active).toBeUndefined();
    // A value the server already had is no news: a field edited locally and confirmed stays.
    const mine = { ...values, help_color: '#000' };
    const again = mergeServer(
      { confirmed: mine, draft: mine, basedOn: {}, queue: [], saved: META },
      { ...META, version: 8 },
    );
    expect(again.draft.help_color).toBe('#000');
    expect(again.basedOn.help_color).toBe(8);
  });
});

import { describe, expect, it } from 'vitest';
import { COLOUR_MAX, DESCRIPTION_MAX, TOPIC_MAX } from '../../../contract/limits';
import { validateConversationUpdate } from './validateConversationUpdate';

const changesOf = (body: unknown) => {
  const result = validateConversationUpdate(body);
  if (!result.ok) throw new Error(`expected ok, got ${result.error}`);
  return result.changes;
};
const errorOf = (body: unknown) => {
  const result = validateConversationUpdate(body);
  if (result.ok) throw new Error('expected a failure');
  return result.error;
};

describe('validateConversationUpdate', () => {
  it('keeps only the settings present, ignoring unknown and read-only fields', () => {
    expect(
      changesOf({
        conversation_id: 'abc123def4',
        topic: 'Byens fremtid',
        is_owner: true,
        participant_count: 7,
        ownername: 'x',
        whatever: [1],
      }),
    ).toEqual({ topic: 'Byens fremtid' });
  });

  it('accepts the whole metadata object the client sends back', () => {
    const metadata = {
      conversation_id: 'abc123def4',
      topic: 'Emne',
      description: 'Beskrivelse',
      is_active: true,
      is_draft: false,
      is_anon: true,
      importance_enabled: false,
      vis_type: 1,
      write_type: 0,
      help_type: 1,
      strict_moderation: true,
      help_bgcolor: 'default',
      help_color: '#333',
      bgcolor: null,
      parent_url: null,
      participant_count: 0,
      owner: 1,
      created: 1,
      modified: 2,
      is_owner: true,
      is_mod: true,
      ownername: 'Alice',
    };
    expect(changesOf(metadata)).toEqual({
      topic: 'Emne',
      description: 'Beskrivelse',
      is_active: true,
      is_draft: false,
      is_anon: true,
      importance_enabled: false,
      vis_type: 1,
      write_type: 0,
      help_type: 1,
      strict_moderation: true,
      help_bgcolor: null,
      help_color: '#333',
      bgcolor: null,
      parent_url: null,
    });
  });

  it('limits the topic to TOPIC_MAX characters', () => {
    expect(changesOf({ topic: 'x'.repeat(TOPIC_MAX) }).topic).toHaveLength(TOPIC_MAX);
    expect(errorOf({ topic: 'x'.repeat(TOPIC_MAX + 1) })).toBe(
      'polis_err_param_parse_failed_topic',
    );
  });

  it('limits the description to DESCRIPTION_MAX characters', () => {
    expect(changesOf({ description: 'y'.repeat(DESCRIPTION_MAX) }).description).toHaveLength(
      DESCRIPTION_MAX,
    );
    expect(errorOf({ description: 'y'.repeat(DESCRIPTION_MAX + 1) })).toBe(
      'polis_err_param_parse_failed_description',
    );
  });

  it('treats a null text as empty', () => {
    expect(changesOf({ topic: null, description: null })).toEqual({ topic: '', description: '' });
  });

  it.each([
    ['', null],
    ['   ', null],
    ['default', null],
    ['DEFAULT', null],
    [null, null],
    [' #ff0000 ', '#ff0000'],
    ['rgb(10, 20, 30)', 'rgb(10, 20, 30)'],
  ])('stores help colour %j as %j', (input, stored) => {
    expect(changesOf({ help_bgcolor: input, help_color: input, bgcolor: input })).toEqual({
      help_bgcolor: stored,
      help_color: stored,
      bgcolor: stored,
    });
  });

  it('refuses colours that are too long or could break out of a style', () => {
    expect(errorOf({ help_color: '#'.padEnd(COLOUR_MAX + 1, 'a') })).toBe(
      'polis_err_param_parse_failed_help_color',
    );
    expect(errorOf({ help_bgcolor: 'red;x:url(a)' })).toBe(
      'polis_err_param_parse_failed_help_bgcolor',
    );
    expect(errorOf({ bgcolor: 12 })).toBe('polis_err_param_parse_failed_bgcolor');
  });

  it.each(['vis_type', 'write_type', 'help_type'])('allows only 0 or 1 for %s', (field) => {
    expect(changesOf({ [field]: 0 })).toEqual({ [field]: 0 });
    expect(changesOf({ [field]: 1 })).toEqual({ [field]: 1 });
    for (const bad of [7, -1, 0.5, '1', true, null]) {
      expect(errorOf({ [field]: bad })).toBe(`polis_err_param_parse_failed_${field}`);
    }
  });

  it.each(['is_active', 'is_draft', 'is_anon', 'importance_enabled', 'strict_moderation'])(
    'requires %s to be a boolean',
    (field) => {
      expect(changesOf({ [field]: false })).toEqual({ [field]: false });
      for (const bad of ['true', 1, 0, null, {}]) {
        expect(errorOf({ [field]: bad })).toBe(`polis_err_param_parse_failed_${field}`);
      }
    },
  );

  it('requires texts to be strings', () => {
    expect(errorOf({ topic: 5 })).toBe('polis_err_param_parse_failed_topic');
    expect(errorOf({ description: ['a'] })).toBe('polis_err_param_parse_failed_description');
    expect(errorOf({ parent_url: false })).toBe('polis_err_param_parse_failed_parent_url');
  });

  it('refuses a body that is not an object', () => {
    for (const body of [null, [], 'x', 3]) {
      expect(errorOf(body)).toBe('polis_err_param_parse_failed_body');
    }
  });

  it('explains a refusal in Danish', () => {
    const result = validateConversationUpdate({ topic: 'x'.repeat(TOPIC_MAX + 1) });
    expect(result).toMatchObject({
      ok: false,
      field: 'topic',
      message: expect.stringMatching(/1000/),
    });
  });
});

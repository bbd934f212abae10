// A conversation card's facts (views/conversationList/CardFacts.tsx): a scheduled close reads the
// Danish way in Copenhagen time, and only while the conversation is open.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { parseConversationListItem } from '../../src/api/conversationParsing';
import { copenhagenToMs } from '../../src/machines/rules/copenhagenTime';
import { CardFacts } from '../../src/views/conversationList/CardFacts';

const item = (fields: Record<string, unknown>) =>
  parseConversationListItem({
    conversation_id: 'c000000001',
    topic: 'Bymidten',
    is_owner: true,
    created: 1,
    modified: 1,
    ...fields,
  });
const noon = copenhagenToMs({ date: '2030-12-03', time: '12:00' });

describe('card facts', () => {
  afterEach(cleanup);

  it("says 'Lukker 3. dec. kl. 12.00' for an open conversation scheduled to close", () => {
    render(<CardFacts conversation={item({ is_active: true, closes_at: noon })} />);
    expect(screen.getByText('Lukker 3. dec. kl. 12.00')).toBeVisible();
  });

  it('says nothing of a schedule once closed, or when none is set', () => {
    render(<CardFacts conversation={item({ is_active: false, closes_at: noon })} />);
    render(<CardFacts conversation={item({ is_active: true, closes_at: null })} />);
    expect(screen.queryByText(/^Lukker/u)).toBeNull();
  });
});

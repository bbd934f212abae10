// A conversation card's facts (views/conversationList/CardFacts.tsx): a scheduled close reads the
// Danish way in Copenhagen time, and only while the conversation is open. The card as a whole
// (docs/behaviour.md#conversationlist): its state, the statements waiting, participants and last
// activity, a closed one looking closed; and the admin sidebar's 'Moderér' with the same queue.
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { parseConversationListItem } from '../../src/api/common/conversationParsing';
import { aConversation } from '../support/contractFixtures';
import * as da from '../../src/copy/da';
import { copenhagenToMs } from '../../src/machines/common/copenhagenTime';
import { AdminNav } from '../../src/views/conversationAdmin/AdminNav';
import { CardFacts } from '../../src/views/conversationList/CardFacts';
import { OwnConversationCard } from '../../src/views/conversationList/ConversationCard';

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

  it('shows a closed card as closed, with its queue, participants and last activity', () => {
    const lastActivity = copenhagenToMs({ date: '2030-12-03', time: '09:05' });
    render(
      <MemoryRouter>
        <OwnConversationCard
          conversation={item({
            is_active: false,
            participant_count: 1234,
            waiting_count: 3,
            last_activity: lastActivity,
          })}
        />
        <OwnConversationCard conversation={item({ is_active: true, is_draft: true })} />
      </MemoryRouter>,
    );
    const [closed, draft] = screen.getAllByRole('link');
    expect(closed).toHaveClass('conversation-card--closed');
    expect(within(closed).getByText('Lukket')).toBeVisible();
    expect(within(closed).getByText('3 udsagn venter på moderation')).toBeVisible();
    expect(within(closed).getByText('1.234 deltagere')).toBeVisible();
    expect(within(closed).getByText(/^Seneste aktivitet 3\. dec\. 2030/u)).toBeVisible();
    expect(draft).not.toHaveClass('conversation-card--closed');
    expect(within(draft).getByText('Kladde')).toBeVisible();
  });

  it("counts the waiting statements beside the sidebar's 'Moderér'", () => {
    render(
      <MemoryRouter>
        <AdminNav conversationId="abc1234567" metadata={aConversation({ waiting_count: 14 })} />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: da.adminArea.navLabel });
    // Read as "Moderér, 14 venter". The test DOMs space the inline pieces differently (jsdom
    // drops the space after the comma, happy-dom adds one before it), so both are allowed.
    expect(within(nav).getByRole('link', { name: /^Moderér\s?,\s?14 venter$/u })).toHaveAttribute(
      'href',
      '/m/abc1234567/comments',
    );
  });
});

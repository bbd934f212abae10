// The participation page's intro box (docs/behaviour.md#participation): a scheduled close said in
// Danish, a long description cut to a few lines with the whole text behind 'Læs hele
// beskrivelsen'.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ParticipationConversation } from '../../../contract/types';
import * as da from '../../../src/copy/da';
import { aParticipationInit } from '../../support/contractFixtures';
import { ConversationIntro } from '../../../src/views/public/participation/ConversationIntro';
import { closingTimeText } from '../../../src/views/public/participation/participationText';

const LONG = `${'Byrådet vil gerne høre, hvad du mener om pladsen foran banegården. '.repeat(8)}Tak.`;
const conversation = (over: Partial<ParticipationConversation>): ParticipationConversation =>
  aParticipationInit({ topic: 'Pladsen', description: LONG, ...over }).conversation;

afterEach(cleanup);

describe('the intro box', () => {
  it('says when an open conversation closes, and nothing once it is closed', () => {
    const closesAt = Date.UTC(2027, 0, 15, 11, 0);
    render(
      <ConversationIntro conversation={conversation({ closes_at: closesAt })} topic="Pladsen" />,
    );
    expect(screen.getByText(closingTimeText(closesAt, Date.now()))).toBeVisible();
    expect(screen.getByText(/^Samtalen lukker 15\. januar( 2027)? kl\. 12\.00$/)).toBeVisible();
    cleanup();
    render(
      <ConversationIntro
        conversation={conversation({ closes_at: closesAt, is_active: false })}
        topic="Pladsen"
      />,
    );
    expect(screen.queryByText(/^Samtalen lukker/)).toBeNull();
  });

  it('cuts a long description and opens the whole text (the keyboard: tests/e2e/phone.e2e.ts)', async () => {
    expect(LONG.length).toBeGreaterThan(500);
    render(<ConversationIntro conversation={conversation({})} topic="Pladsen" />);
    const lead = screen.getByText(/ …$/);
    expect(lead.textContent!.length).toBeLessThanOrEqual(102);
    const more = screen.getByText(da.participation.readMore);
    const details = more.closest('details')!;
    expect(details.open).toBe(false);
    const user = userEvent.setup();
    // A native disclosure: reachable by Tab (Enter opens it in a browser; jsdom only clicks).
    await user.tab();
    expect(more).toHaveFocus();
    await user.click(more);
    expect(details.open).toBe(true);
    expect(details).toHaveTextContent(LONG.trim());
  });
});

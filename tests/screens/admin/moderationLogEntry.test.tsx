// A moderation log entry as the console shows it (docs/behaviour.md#moderationlog), from the log
// page the real server answers: the automatic moderator's hold of a new statement names no person.
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ModerationLogPage } from '../../../contract/moderationLog';
import * as da from '../../../src/copy/da';
import { LogEntry } from '../../../src/views/moderation/ModerationLogEntry';
import { createConversationVia } from '../../server/support';
import { setupServerForFile } from '../../model/support/app';

const t = da.moderationLog;
const server = setupServerForFile();

// The web project's files share a worker's DOM: what a test renders must not outlive it.
afterEach(cleanup);

describe('a moderation log entry', () => {
  it("says the automatic moderator held a participant's statement back", async () => {
    const owner = await server().mintToken({
      sub: 'log-owner',
      email: 'log@example.dk',
      name: 'Ida',
    });
    const { conversation_id } = await createConversationVia(server(), owner, {
      is_draft: false,
      is_active: true,
      topic: 'Loggen',
    });
    const posted = await server().request('/api/v3/comments', {
      method: 'POST',
      json: { txt: 'Læs mere på www.eksempel.dk om cykler', conversation_id },
    });
    expect(posted.status).toBe(200);
    const page = (await (
      await server().request(
        `/api/v3/comments/moderationLog?conversation_id=${conversation_id}&limit=20`,
        { token: owner },
      )
    ).json()) as ModerationLogPage;
    expect(page.actions).toHaveLength(1);

    const { container } = render(<LogEntry action={page.actions[0]} />);
    const entry = container.querySelector('.moderation-log__entry')!;
    expect(entry).toHaveTextContent(t.change.flag);
    expect(entry).toHaveTextContent(t.kind.automatic);
    expect(entry).toHaveTextContent(t.by(t.automaticModerator));
    expect(entry).toHaveTextContent(t.statement(0, 'Læs mere på www.eksempel.dk om cykler'));
    expect(entry).toHaveTextContent(t.transition('afventer', 'afventer, skjult', 1));
  });
});

// Model-based test of the scheduledClose chart (src/machines/configure/scheduledClose.machine.ts): 'Lukker
// automatisk' on the real configure screen at /m/{id}, against the gated backend forwarding to the
// real server. The refusal of a time already passed is the server's own; a saved time is checked
// in the database, and the chart's named journeys reach every state and transition.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { Conversation } from '../../../contract/types';
import * as da from '../../../src/copy/da';
import { copenhagenToMs } from '../../../src/machines/common/copenhagenTime';
import { scheduledCloseMachine } from '../../../src/machines/configure/scheduledClose.machine';
import { problemText } from '../../../src/views/common/problemText';
import { createGatedBackend } from '../harness/gatedBackend';
import { createSnapshotProbe, defineModelTest } from '../harness/walkModel';
import { expectConfigureScreen, openAdmin } from '../support/adminArea';
import { setupTestServer } from '../support/app';

const server = setupTestServer();
const backend = createGatedBackend({ backend: (request) => server().fetch(request) });
const copy = da.scheduledClose;

type Snapshot = SnapshotFrom<typeof scheduledCloseMachine>;
type Probe = ReturnType<typeof createSnapshotProbe>;

async function real(probe: Probe, expected: Snapshot) {
  await vi.waitFor(() => expect(probe.latest()?.value).toEqual(expected.value), { timeout: 2000 });
  return (probe.latest() as Snapshot).context;
}

const dateField = () => screen.getByLabelText(copy.date) as HTMLInputElement;
const timeField = () => screen.getByLabelText(copy.time) as HTMLInputElement;
const NOON_3_DEC_2030 = copenhagenToMs({ date: '2030-12-03', time: '12:00' })!;
const answer = (closes_at: number | null) => ({ output: { closes_at } as Conversation });

defineModelTest({
  name: 'scheduledClose',
  machine: scheduledCloseMachine,
  input: { conversationId: 'c000000001', closesAt: null },
  serializeState: (s) => JSON.stringify(s.value),
  // Generated paths would all start from the same empty fields: the journeys type first.
  paths: () => [],
  journeys: {
    'save with a part missing, schedule 3 December 12.00, remove it': [
      'close.date:future',
      'close.save',
      'close.time:noon',
      'close.save',
      'xstate.done.actor.putClosesAt:scheduled',
      'close.clear',
      'xstate.done.actor.putClosesAt:cleared',
    ],
    'an hour summer time skips, then a time already passed: the server refuses it': [
      'close.date:summerTimeStarts',
      'close.time:skipped',
      'close.save',
      'close.date:past',
      'close.time:noon',
      'close.save',
      'xstate.error.actor.putClosesAt:refused',
    ],
  },
  setup: async () => {
    const probe = createSnapshotProbe(scheduledCloseMachine.id);
    const opened = await openAdmin(server(), '', { inspect: probe.inspect });
    backend.autoRelease('GET /conversations', 'real');
    // The configure screen lists the seed statements too (seedList): not this chart's concern.
    backend.autoRelease('GET /seedComments', 'real');
    await expectConfigureScreen();
    return { ...opened, probe };
  },
  teardown: () => cleanup(),
  actual: ({ probe }) => probe.latest(),
  events: {
    'close.date': {
      samples: {
        future: { value: '2030-12-03' },
        past: { value: '2020-01-02' },
        summerTimeStarts: { value: '2027-03-28' },
      },
      exec: (_ctx, event) => fireEvent.change(dateField(), { target: { value: event.value } }),
    },
    'close.time': {
      samples: { noon: { value: '12:00' }, skipped: { value: '02:30' } },
      exec: (_ctx, event) => fireEvent.change(timeField(), { target: { value: event.value } }),
    },
    'close.save': {
      exec: ({ user }) => user.click(screen.getByRole('button', { name: copy.save })),
    },
    'close.clear': {
      exec: ({ user }) => user.click(screen.getByRole('button', { name: copy.clear })),
    },
    'xstate.done.actor.putClosesAt': {
      samples: { scheduled: answer(NOON_3_DEC_2030), cleared: answer(null) },
      exec: () => backend.release('PUT /conversations', 'real'),
    },
    'xstate.error.actor.putClosesAt': {
      samples: { refused: { error: new Error('400') } },
      exec: () => backend.release('PUT /conversations', 'real'),
    },
  },
  states: {
    editing: async ({ probe, conversationId }, snapshot) => {
      const context = await real(probe, snapshot);
      expect(dateField()).toHaveValue(context.date);
      expect(timeField()).toHaveValue(context.time);
      const status = screen.getByText(
        context.closesAt === null ? copy.none : copy.scheduled(context.closesAt),
        { exact: false },
      );
      if (context.done) expect(status).toHaveTextContent(copy[context.done]);
      const problem = context.typedError
        ? copy[context.typedError]
        : context.serverError
          ? problemText(copy.failed, context.serverError)
          : null;
      if (problem) {
        expect(screen.getByRole('alert')).toHaveTextContent(problem);
        expect(dateField()).toHaveAttribute('aria-invalid', 'true');
      } else {
        expect(dateField()).not.toHaveAttribute('aria-invalid');
      }
      if (context.serverError) expect(context.serverError.text).toMatch(/allerede passeret/u);
      // What the server stored is what the screen says.
      const { rows } = await server().db.query<{ closes_at: string | null }>(
        'SELECT c.closes_at FROM conversations c JOIN zinvites z ON z.zid = c.zid WHERE z.zinvite = $1',
        [conversationId],
      );
      expect(rows[0].closes_at === null ? null : Number(rows[0].closes_at)).toBe(context.closesAt);
      if (context.done === 'saved') expect(context.closesAt).toBe(NOON_3_DEC_2030);
    },
    saving: async ({ probe }, snapshot) => {
      const request = await backend.waitForRequest('PUT /conversations');
      const { sending } = await real(probe, snapshot);
      expect(await request.request.clone().json()).toMatchObject({ closes_at: sending });
      expect(screen.getByRole('button', { name: copy.saving })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
    },
  },
  labels: {
    events: {
      'close.date:future': "Vælg datoen 3. december 2030 under 'Lukker automatisk'",
      'close.date:past': 'Vælg datoen 2. januar 2020',
      'close.date:summerTimeStarts': 'Vælg datoen 28. marts 2027 (sommertid begynder)',
      'close.time:noon': 'Skriv klokkeslættet 12.00',
      'close.time:skipped': 'Skriv klokkeslættet 02.30',
      'close.save': "Klik 'Gem lukketidspunkt'",
      'close.clear': "Klik 'Fjern lukketidspunkt'",
      'xstate.done.actor.putClosesAt:scheduled': 'Serveren gemmer lukketidspunktet',
      'xstate.done.actor.putClosesAt:cleared': 'Serveren fjerner lukketidspunktet',
      'xstate.error.actor.putClosesAt:refused': 'Serveren afviser et passeret tidspunkt (400)',
    },
    states: {
      editing: 'Dato, klokkeslæt og hvad der er planlagt; en fejl ved feltet',
      saving: "'Gemmer …'",
    },
  },
});

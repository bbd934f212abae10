// Model-based test of the reportHighlight chart (src/machines/reports/reportHighlight.machine.ts), which
// hears the reports chart's report.created: every path walked through the real reports screen at /m/{id}/reports. A
// highlight is asked for the way a moderator does it — 'Generér rapport', the server creates the
// report, the list is re-fetched — and ends after HIGHLIGHT_MS.
import { fireEvent, screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import * as da from '../../../src/copy/da';
import { reportHighlightMachine } from '../../../src/machines/reports/reportHighlight.machine';
import { createGatedBackend } from '../harness/gatedBackend';
import { advanceDelay, createSnapshotProbe, defineModelTest } from '../harness/walkModel';
import { openAdmin, SLOW } from '../support/adminArea';
import { setupTestServer } from '../support/app';

const server = setupTestServer();
const backend = createGatedBackend({ backend: (request) => server().fetch(request) });

const rows = () => {
  const list = screen.queryByRole('list', { name: da.reports.listLabel });
  return list ? within(list).getAllByRole('listitem') : [];
};
const highlighted = () => rows().filter((row) => row.classList.contains('report-row--new'));

defineModelTest({
  name: 'reportHighlight',
  machine: reportHighlightMachine,
  input: { conversationId: 'c000000001' },
  journeys: {
    'a second report while the first is still highlighted': [
      'report.highlight:first',
      'report.highlight:second',
      'xstate.after.HIGHLIGHT_MS',
    ],
  },
  setup: async () => {
    const probe = createSnapshotProbe(reportHighlightMachine.id);
    const opened = await openAdmin(server(), '/reports', { inspect: probe.inspect });
    backend.autoRelease('GET /conversations', 'real');
    expect(
      await screen.findByRole('heading', { level: 1, name: da.reports.heading }, SLOW),
    ).toBeVisible();
    await backend.release('GET /reports', 'real');
    expect(await screen.findByText(da.reports.empty)).toBeVisible();
    return { ...opened, probe, created: 0 };
  },
  actual: ({ probe }) => probe.latest(),
  events: {
    'report.highlight': {
      samples: { first: { reportId: 'r1' }, second: { reportId: 'r2' } },
      exec: async (ctx) => {
        // The clock moves only when a step moves it: a slow machine cannot end the 600 ms
        // highlight between two steps on its own. (user-event waits on timers: a plain click.)
        vi.setTimerTickMode('manual');
        fireEvent.click(screen.getByRole('button', { name: da.reports.generate }));
        await backend.release('POST /reports', 'real');
        await backend.release('GET /reports', 'real');
        ctx.created += 1;
      },
    },
    'xstate.after.HIGHLIGHT_MS': { exec: advanceDelay },
    // The hub listener never ends and has no error handler (common/appEvents).
    'xstate.done.actor.listenForNewReports': null,
    'xstate.error.actor.listenForNewReports': null,
  },
  states: {
    idle: async ({ created }) => {
      await vi.waitFor(() => expect(highlighted()).toHaveLength(0));
      expect(rows()).toHaveLength(created);
    },
    highlighting: async ({ created }) => {
      // The new report is the newest, listed first, with the 'Ny' tag.
      await vi.waitFor(() => expect(rows()).toHaveLength(created));
      expect(highlighted()).toEqual([rows()[0]]);
      expect(within(rows()[0]).getByText(da.reports.newReport)).toBeVisible();
    },
  },
  labels: {
    events: {
      'report.highlight:first': "Klik 'Generér rapport'; serveren opretter rapporten",
      'report.highlight:second': "Klik 'Generér rapport' igen; serveren opretter en rapport mere",
      'xstate.after.HIGHLIGHT_MS': 'Vent 0,6 sekund',
    },
    states: {
      idle: "Ingen rapport er fremhævet med 'Ny'",
      highlighting: "Den nye rapport står øverst, fremhævet med 'Ny'",
    },
  },
});

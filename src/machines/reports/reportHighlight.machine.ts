// The "new report" highlight on the reports screen: a report just created is animated in for
// HIGHLIGHT_MS.
//
// `idle` ⇄ `highlighting` on the hub's `report.created`, so the reports chart has no timer.
// Behaviour: docs/behaviour.md#reporthighlight; diagram: docs/charts/reportHighlight.md
import { assign, setup, type SnapshotFrom } from 'xstate';
import { conversationInput, type ConversationInput } from '../common/fromRequest';
import { listenTo } from '../common/appEvents';

interface ReportHighlightContext {
  conversationId: string;
  reportId: string | null;
}

export type ReportHighlightEvent = { type: 'report.highlight'; reportId: string };

/** Report highlight: 600 ms (the CSS animation lasts as long). */
export const HIGHLIGHT_MS = 600;

export const reportHighlightMachine = setup({
  types: {
    context: {} as ReportHighlightContext,
    events: {} as ReportHighlightEvent,
    input: {} as ConversationInput,
  },
  actors: {
    listenForNewReports: listenTo('report.created', ({ reportId }) => ({
      type: 'report.highlight' as const,
      reportId,
    })),
  },
  delays: { HIGHLIGHT_MS },
  actions: {
    remember: assign({ reportId: ({ event }) => event.reportId }),
  },
}).createMachine({
  id: 'reportHighlight',
  // Where this chart's screen lives: docs/charts/README.md lists route and view from here.
  meta: { route: '/m/:conversationId/reports', view: 'src/views/reports/ReportsPage.tsx' },
  context: ({ input }) => ({ conversationId: input.conversationId, reportId: null }),
  invoke: {
    id: 'listenForNewReports',
    src: 'listenForNewReports',
    input: conversationInput,
  },
  initial: 'idle',
  states: {
    idle: {
      entry: assign({ reportId: null }),
      on: { 'report.highlight': { target: 'highlighting', actions: 'remember' } },
    },
    highlighting: {
      on: {
        'report.highlight': { target: 'highlighting', reenter: true, actions: 'remember' },
      },
      after: { HIGHLIGHT_MS: 'idle' },
    },
  },
});

type ReportHighlightSnapshot = SnapshotFrom<typeof reportHighlightMachine>;

export const selectHighlightedReportId = (s: ReportHighlightSnapshot): string | null =>
  s.matches('highlighting') ? s.context.reportId : null;

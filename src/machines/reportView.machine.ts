// The public report (/report/{report_id}): load it once, then let the reader choose the order.
//
//   loading ──done──> loaded ──sort.change──> loaded (the new order)
//           ──error [404]──> notFound
//           ──error──> failed ──report.retry──> loading
//
// The order is the only thing that changes once loaded; sorting itself is lib/reportSort.ts.
import { assign, setup, type SnapshotFrom } from 'xstate';
import { getReportData } from '../api/reportData';
import type { ReportData } from '../contract/types';
import { fromRequest } from './lib/fromRequest';
import { isNotFoundError } from './lib/participation';
import type { ReportSort } from './lib/reportSort';
import { responseProblem, type ResponseProblem } from './lib/responseText';

export interface ReportViewInput {
  reportId: string;
}

interface ReportViewContext {
  reportId: string;
  data: ReportData | null;
  sort: ReportSort;
  error: ResponseProblem | null;
}

export type ReportViewEvent = { type: 'report.retry' } | { type: 'sort.change'; sort: ReportSort };

export const reportViewMachine = setup({
  types: {
    context: {} as ReportViewContext,
    events: {} as ReportViewEvent,
    input: {} as ReportViewInput,
  },
  actors: {
    loadReport: fromRequest<ReportData, { reportId: string }>(({ input, signal }) =>
      getReportData(input.reportId, signal),
    ),
  },
  guards: {
    isNotFound: (_, params: { error: unknown }) => isNotFoundError(params.error, 'report_id'),
  },
}).createMachine({
  id: 'reportView',
  context: ({ input }) => ({ reportId: input.reportId, data: null, sort: 'order', error: null }),
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ error: null }),
      invoke: {
        id: 'loadReport',
        src: 'loadReport',
        input: ({ context }) => ({ reportId: context.reportId }),
        onDone: { target: 'loaded', actions: assign({ data: ({ event }) => event.output }) },
        onError: [
          {
            guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) },
            target: 'notFound',
          },
          {
            target: 'failed',
            actions: assign({ error: ({ event }) => responseProblem(event.error) }),
          },
        ],
      },
    },
    loaded: {
      on: { 'sort.change': { actions: assign({ sort: ({ event }) => event.sort }) } },
    },
    notFound: {},
    failed: {
      on: { 'report.retry': 'loading' },
    },
  },
});

type ReportViewSnapshot = SnapshotFrom<typeof reportViewMachine>;

export type ReportPhase = 'loading' | 'loaded' | 'notFound' | 'failed';

export const selectReportPhase = (s: ReportViewSnapshot): ReportPhase =>
  s.matches('loaded')
    ? 'loaded'
    : s.matches('notFound')
      ? 'notFound'
      : s.matches('failed')
        ? 'failed'
        : 'loading';
export const selectReportData = (s: ReportViewSnapshot) => s.context.data;
export const selectReportSort = (s: ReportViewSnapshot) => s.context.sort;
export const selectReportError = (s: ReportViewSnapshot) =>
  s.matches('failed') ? s.context.error : null;

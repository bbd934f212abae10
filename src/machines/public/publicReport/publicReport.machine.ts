// The public report (/report/{report_id}): loaded once, then the reader chooses the order.
//
// `loading` → `loaded` | `notFound` | `withdrawn` (410) | `failed`; in `loaded` only `sort.change`.
// Behaviour: docs/behaviour.md#publicreport; diagram: docs/charts/publicReport.md
import { assign, setup, type SnapshotFrom } from 'xstate';
import { getReportData } from '../../../api/public/publicReport/reportData';
import type { ReportData } from '../../../../contract/types';
import { fromRequest } from '../../common/fromRequest';
import { isNotFoundError } from '../participation';
import { isApiError } from '../../../api/common/apiError';
import type { ReportSort } from './reportSort';
import { responseProblem, type ResponseProblem } from '../../common/responseText';
import { failTo } from '../../common/failTo';

export interface PublicReportInput {
  reportId: string;
}

interface PublicReportContext {
  reportId: string;
  data: ReportData | null;
  sort: ReportSort;
  error: ResponseProblem | null;
}

export type PublicReportEvent =
  { type: 'report.retry' } | { type: 'sort.change'; sort: ReportSort };

export const publicReportMachine = setup({
  types: {
    context: {} as PublicReportContext,
    events: {} as PublicReportEvent,
    input: {} as PublicReportInput,
  },
  actors: {
    loadReport: fromRequest<ReportData, { reportId: string }>(({ input, signal }) =>
      getReportData(input.reportId, signal),
    ),
  },
  guards: {
    isNotFound: (_, params: { error: unknown }) => isNotFoundError(params.error, 'report_id'),
    isWithdrawn: (_, params: { error: unknown }) =>
      isApiError(params.error) && params.error.status === 410,
  },
}).createMachine({
  id: 'publicReport',
  // Where this chart's screen lives: docs/charts/README.md lists route and view from here.
  meta: { route: '/report/:reportId', view: 'src/views/public/publicReport/PublicReportPage.tsx' },
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
            guard: { type: 'isWithdrawn', params: ({ event }) => ({ error: event.error }) },
            target: 'withdrawn',
          },
          failTo('failed', 'error', responseProblem),
        ],
      },
    },
    loaded: {
      on: { 'sort.change': { actions: assign({ sort: ({ event }) => event.sort }) } },
    },
    notFound: {},
    withdrawn: {},
    failed: {
      on: { 'report.retry': 'loading' },
    },
  },
});

type PublicReportSnapshot = SnapshotFrom<typeof publicReportMachine>;

export type ReportPhase = 'loading' | 'loaded' | 'notFound' | 'withdrawn' | 'failed';

export const selectReportPhase = (s: PublicReportSnapshot): ReportPhase =>
  (['loaded', 'notFound', 'withdrawn', 'failed'] as const).find((v) => s.matches(v)) ?? 'loading';
export const selectReportData = (s: PublicReportSnapshot) => s.context.data;
export const selectReportSort = (s: PublicReportSnapshot) => s.context.sort;
export const selectReportError = (s: PublicReportSnapshot) =>
  s.matches('failed') ? s.context.error : null;

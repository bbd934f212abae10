// The reports of a conversation at /m/{conversation_id}/reports: listed and created.
//
// `creating` → `refreshing` (upstream's POST answers `{}`), telling the hub `report.created`.
// A 403 that slips past the admin area's check stops in `denied`.
// Behaviour: docs/behaviour.md#reports; diagram: docs/charts/reports.md
import { assign, enqueueActions, setup, type SnapshotFrom } from 'xstate';
import { toApiErrorInfo, type ApiErrorInfo } from '../../api/common/apiError';
import { createReport, listReports } from '../../api/reports/reports';
import type { Report } from '../../../contract/types';
import {
  conversationInput,
  type ConversationInput,
  conversationRequest,
} from '../common/fromRequest';
import { appEvents } from '../common/appEvents';
import { isRefusedEvent } from '../common/adminPermission';
import { failTo } from '../common/failTo';

interface ReportsContext {
  conversationId: string;
  reports: Report[];
  loadError: ApiErrorInfo | null;
  createError: ApiErrorInfo | null;
}

export type ReportsEvent = { type: 'report.create' } | { type: 'reports.retry' };

/** The newest report in `after` that `before` did not have (by created, then position). */
export function newReportId(before: readonly Report[], after: readonly Report[]): string | null {
  const known = new Set(before.map((report) => report.report_id));
  const fresh = after.filter((report) => !known.has(report.report_id));
  if (fresh.length === 0) return null;
  const created = (report: Report) => (Number.isFinite(report.created) ? report.created : -1);
  return fresh.reduce((a, b) => (created(b) >= created(a) ? b : a)).report_id;
}

const reportsSetup = setup({
  types: {
    context: {} as ReportsContext,
    events: {} as ReportsEvent,
    input: {} as ConversationInput,
  },
  actors: {
    fetchReports: conversationRequest(listReports),
    createReport: conversationRequest(createReport),
  },
  // The server refused: the caller may not see this conversation's reports.
  guards: { isForbidden: isRefusedEvent },
  actions: {
    storeReports: assign((_, reports: Report[]) => ({ reports, loadError: null })),
    // After a create the hub hears of the report the list did not have before.
    storeCreated: enqueueActions(({ context, enqueue }, reports: Report[]) => {
      const reportId = newReportId(context.reports, reports);
      if (reportId) {
        const { conversationId } = context;
        enqueue.sendTo(appEvents, { type: 'report.created', conversationId, reportId });
      }
      enqueue.assign({ reports, loadError: null });
    }),
  },
});

/** Reading the list, at first (`loading`) and after a create (`refreshing`): `store` keeps it. */
const readingList = (store: 'storeReports' | 'storeCreated') =>
  reportsSetup.createStateConfig({
    invoke: {
      id: 'fetchReports',
      src: 'fetchReports',
      input: conversationInput,
      onDone: { target: 'loaded', actions: { type: store, params: ({ event }) => event.output } },
      onError: [
        { guard: 'isForbidden', target: 'denied' },
        failTo('failed', 'loadError', toApiErrorInfo),
      ],
    },
  });

export const reportsMachine = reportsSetup.createMachine({
  id: 'reports',
  // Where this chart's screen lives: docs/charts/README.md lists route and view from here.
  meta: { route: '/m/:conversationId/reports', view: 'src/views/reports/ReportsPage.tsx' },
  context: ({ input }) => ({
    conversationId: input.conversationId,
    reports: [],
    loadError: null,
    createError: null,
  }),
  initial: 'loading',
  states: {
    loading: readingList('storeReports'),
    loaded: { on: { 'report.create': 'creating' } },
    failed: { on: { 'reports.retry': 'loading' } },
    denied: { on: { 'reports.retry': 'loading' } },
    creating: {
      entry: assign({ createError: null }),
      invoke: {
        id: 'createReport',
        src: 'createReport',
        input: conversationInput,
        onDone: 'refreshing',
        onError: [
          { guard: 'isForbidden', target: 'denied' },
          failTo('createFailed', 'createError', toApiErrorInfo),
        ],
      },
    },
    createFailed: { on: { 'report.create': 'creating' } },
    refreshing: readingList('storeCreated'),
  },
});

type ReportsSnapshot = SnapshotFrom<typeof reportsMachine>;

export const selectReportsLoading = (s: ReportsSnapshot): boolean => s.matches('loading');
export const selectReports = (s: ReportsSnapshot): Report[] => s.context.reports;
export const selectReportsError = (s: ReportsSnapshot): ApiErrorInfo | null =>
  s.matches('failed') ? s.context.loadError : null;
export const selectReportsDenied = (s: ReportsSnapshot): boolean => s.matches('denied');
export const selectIsCreatingReport = (s: ReportsSnapshot): boolean =>
  s.matches('creating') || s.matches('refreshing');
export const selectCanCreateReport = (s: ReportsSnapshot): boolean =>
  s.matches('loaded') || s.matches('createFailed');
export const selectCreateReportError = (s: ReportsSnapshot): ApiErrorInfo | null =>
  s.matches('createFailed') ? s.context.createError : null;

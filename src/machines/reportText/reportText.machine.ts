// The owner's editor of a report version's text: a draft from the frozen figures, edited under
// fixed headings, saved like the settings, published with the version or withdrawn.
//
// `loading` → `editing` (`saving`, `conflict` on 409, `locked`) | `published` | `withdrawn`.
// Behaviour: docs/behaviour.md#reporttext; diagram: docs/charts/reportText.md
import { assign, setup } from 'xstate';
import { isApiError } from '../../api/common/apiError';
import {
  getReportText,
  isReportTextConflict,
  publishReportText,
  saveReportText,
  withdrawReport,
} from '../../api/reportText';
import type { ReportTextBody, ReportTextSection } from '../../../contract/reportText';
import { requestActor } from '../common/fromRequest';
import { isRefusedEvent } from '../common/adminPermission';
import { responseProblem, type ResponseProblem } from '../common/responseText';
import { applyEdit, emptySections, isDirty, toSaved, type TextEdit } from './reportTextRules';

export interface ReportTextInput {
  conversationId: string;
  reportId: string;
}

export interface ReportTextContext extends ReportTextInput {
  /** The text as the server last confirmed it. */
  text: ReportTextBody | null;
  /** The owner's sections, edits applied. */
  draft: ReportTextSection[];
  error: ResponseProblem | null;
  /** What went wrong last: a save or the publication (the failed notice names it). */
  failedAt: 'save' | 'publish' | null;
  /** 409: the text as it is now on the server. */
  conflict: ReportTextBody | null;
  /** The sections of the save in flight: the saved text once the server confirms it. */
  sent: ReportTextSection[];
}

export type ReportTextEvent =
  | { type: 'text.edit'; section: number; paragraph: number; value: string }
  | { type: 'text.add'; section: number }
  | { type: 'text.remove'; section: number; paragraph: number }
  | { type: 'text.save' }
  | { type: 'text.publish' }
  | { type: 'text.retry' }
  | { type: 'conflict.keepMine' }
  | { type: 'conflict.takeTheirs' }
  | { type: 'withdraw.ask' }
  | { type: 'withdraw.confirm' }
  | { type: 'withdraw.cancel' };

const errorOf = (event: unknown) => (event as { error?: unknown }).error;
const outputOf = (event: unknown) => (event as { output: ReportTextBody }).output;
const statusOf = (event: unknown) => {
  const error = errorOf(event);
  return isApiError(error) ? error.status : 0;
};
const codeOf = (event: unknown) => responseProblem(errorOf(event)).code;

const toEdit = (event: ReportTextEvent): TextEdit | null => {
  if (event.type === 'text.edit') return { op: 'edit', ...event };
  if (event.type === 'text.add') return { op: 'add', section: event.section };
  if (event.type === 'text.remove') return { op: 'remove', ...event };
  return null;
};

// What the owner can do while the text is open and nothing is being sent.
const openActions = {
  'text.save': { guard: 'canSave', target: 'saving' },
  'text.publish': { guard: 'isClean', target: '#reportText.publishing' },
  'withdraw.ask': '#reportText.confirmWithdraw',
} as const;

/** The text version a save or a publish starts from: one that has moved on is refused (409). */
const fromVersion = ({ context }: { context: ReportTextContext }) => ({
  reportId: context.reportId,
  version: context.text?.version ?? 0,
});

export const reportTextMachine = setup({
  types: {
    context: {} as ReportTextContext,
    events: {} as ReportTextEvent,
    input: {} as ReportTextInput,
  },
  actors: {
    loadText: requestActor(getReportText),
    saveText: requestActor(saveReportText),
    publishText: requestActor(publishReportText),
    withdrawVersion: requestActor(withdrawReport),
  },
  guards: {
    isForbidden: isRefusedEvent,
    isWithdrawn: ({ event }) => (event as { output?: ReportTextBody }).output?.withdrawn_at != null,
    isPublished: ({ event }) => (event as { output?: ReportTextBody }).output?.published_at != null,
    isDirty: ({ context }) => isDirty(context.draft, context.text?.sections ?? []),
    canSave: ({ context }) =>
      isDirty(context.draft, context.text?.sections ?? []) &&
      emptySections(context.draft).length === 0,
    canRemove: ({ context, event }) =>
      event.type === 'text.remove' && (context.draft[event.section]?.paragraphs.length ?? 0) > 1,
    isClean: ({ context }) => !isDirty(context.draft, context.text?.sections ?? []),
    isConflict: ({ event }) => isReportTextConflict(errorOf(event)),
    /** Published or withdrawn meanwhile (in another window): this text can no longer be saved. */
    isLocked: ({ event }) =>
      statusOf(event) === 410 || codeOf(event) === 'polis_err_report_text_published',
    wasPublished: ({ context }) => context.text?.published_at != null,
  },
  actions: {
    takeText: assign(({ event }) => {
      const text = outputOf(event);
      return { text, draft: text.sections, error: null, failedAt: null, conflict: null };
    }),
    send: assign({ sent: ({ context }) => toSaved(context.draft) }),
    confirmSave: assign(({ context, event }) => ({
      text: { ...outputOf(event), sections: context.sent },
      error: null,
      failedAt: null,
    })),
    edit: assign({
      draft: ({ context, event }) => {
        const edit = toEdit(event);
        return edit ? applyEdit(context.draft, edit) : context.draft;
      },
    }),
    keepError: assign({ error: ({ event }) => responseProblem(errorOf(event)) }),
    failedSave: assign({ failedAt: 'save' as const }),
    failedPublish: assign({ failedAt: 'publish' as const }),
    keepConflict: assign({
      conflict: ({ event }) => {
        const error = errorOf(event);
        return isReportTextConflict(error) ? error.current : null;
      },
    }),
    keepMine: assign(({ context }) => ({
      text: context.conflict ? { ...context.conflict } : context.text,
      conflict: null,
    })),
    takeTheirs: assign(({ context }) => ({
      text: context.conflict,
      draft: context.conflict?.sections ?? context.draft,
      conflict: null,
    })),
  },
}).createMachine({
  id: 'reportText',
  // Where this chart's screen lives: docs/charts/README.md lists route and view from here.
  meta: {
    route: '/m/:conversationId/reports/:reportId',
    view: 'src/views/reportText/ReportTextPage.tsx',
  },
  context: ({ input }) => ({
    ...input,
    text: null,
    draft: [],
    error: null,
    failedAt: null,
    conflict: null,
    sent: [],
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadText',
        src: 'loadText',
        input: ({ context }) => context.reportId,
        onDone: [
          { guard: 'isWithdrawn', target: 'withdrawn', actions: 'takeText' },
          { guard: 'isPublished', target: 'published', actions: 'takeText' },
          { target: 'editing', actions: 'takeText' },
        ],
        onError: [
          { guard: 'isForbidden', target: 'denied' },
          { target: 'failed', actions: 'keepError' },
        ],
      },
    },
    failed: { on: { 'text.retry': 'loading' } },
    denied: {},
    editing: {
      on: {
        'text.edit': { actions: 'edit' },
        'text.add': { actions: 'edit' },
        'text.remove': { guard: 'canRemove', actions: 'edit' },
      },
      initial: 'idle',
      states: {
        idle: { on: openActions },
        saving: {
          entry: 'send',
          invoke: {
            id: 'saveText',
            src: 'saveText',
            input: ({ context }) => ({ ...fromVersion({ context }), sections: context.sent }),
            onDone: { target: 'saved', actions: 'confirmSave' },
            onError: [
              { guard: 'isConflict', target: 'conflict', actions: 'keepConflict' },
              { guard: 'isLocked', target: 'locked', actions: 'keepError' },
              { target: 'failed', actions: ['keepError', 'failedSave'] },
            ],
          },
        },
        saved: { on: openActions },
        failed: { on: openActions },
        conflict: {
          on: {
            'conflict.keepMine': { target: 'saving', actions: 'keepMine' },
            'conflict.takeTheirs': { target: 'saved', actions: 'takeTheirs' },
          },
        },
        locked: { on: { 'text.retry': '#reportText.loading' } },
      },
    },
    publishing: {
      invoke: {
        id: 'publishText',
        src: 'publishText',
        input: fromVersion,
        onDone: { target: 'published', actions: 'takeText' },
        onError: { target: 'editing.failed', actions: ['keepError', 'failedPublish'] },
      },
    },
    published: { on: { 'withdraw.ask': 'confirmWithdraw' } },
    confirmWithdraw: {
      on: {
        'withdraw.confirm': 'withdrawing',
        'withdraw.cancel': [{ guard: 'wasPublished', target: 'published' }, { target: 'editing' }],
      },
    },
    withdrawing: {
      invoke: {
        id: 'withdrawVersion',
        src: 'withdrawVersion',
        input: ({ context }) => context.reportId,
        onDone: { target: 'withdrawn', actions: 'takeText' },
        onError: { target: 'withdrawFailed', actions: 'keepError' },
      },
    },
    withdrawFailed: {
      on: {
        'withdraw.confirm': 'withdrawing',
        'withdraw.cancel': [{ guard: 'wasPublished', target: 'published' }, { target: 'editing' }],
      },
    },
    withdrawn: {},
  },
});

// Saving the configure screen's settings one field at a time: no edit lost, no change overwritten.
//
// A queue of edits; its head in `saving` goes out with the version it was based on (`failed`,
// `conflict` on 409). The admin area owns it, so a save in flight survives a visit elsewhere.
// Behaviour: docs/behaviour.md#settingssave; diagram: docs/charts/settingsSave.md
import { and, assign, sendTo, setup } from 'xstate';
import { isApiError, toApiErrorInfo } from '../../api/common/apiError';
import { isSettingsConflict, saveConversationSettings } from '../../api/common/conversations';
import type { Conversation } from '../../../contract/types';
import { fromRequest } from '../common/fromRequest';
import { appEvents, listenTo, savedMessage } from '../common/appEvents';
import {
  basedOnAll,
  isSettingField,
  isTextChange,
  mergeServer,
  normalizeText,
  settingChange,
  settingsValuesOf,
  toggledEdit,
  typedValueError,
  type BasedOn,
  type SettingEdit,
  type TextSetting,
  type ToggleSetting,
} from './settingsFields';
import {
  confirmHead,
  conflictOver,
  isNewer,
  keepMine,
  refuseHead,
  takeTheirs,
  withoutField,
  type SettingsSaveContext,
} from './settingsSaveSteps';

export type { SettingsConflict } from './settingsSaveSteps';

export interface SettingsSaveInput {
  conversation: Conversation;
}

export type SettingsSaveEvent =
  | { type: 'setting.edit'; field: TextSetting; value: string }
  | { type: 'setting.commit'; field: TextSetting }
  | { type: 'setting.toggle'; field: ToggleSetting }
  | { type: 'save.retry' }
  | { type: 'conflict.keepMine' }
  | { type: 'conflict.takeTheirs' }
  /** The admin area read the metadata again (the tab came back): merged, never sent. */
  | { type: 'metadata.refreshed'; metadata: Conversation };

const outputOf = (event: unknown) => (event as { output: Conversation }).output;
const errorOf = (event: unknown) => (event as { error?: unknown }).error;

// An edit committed while nothing is being sent starts a save (idle, saved, failed) …
const editStartsSave = {
  'setting.commit': [
    { guard: 'isChange', target: 'saving', actions: 'queueText' },
    { actions: 'tidyText' },
  ],
  'setting.toggle': { target: 'saving', actions: 'queueToggle' },
} as const;
// … and one committed while a save is out, or a conflict waits, joins the queue.
const editJoinsQueue = {
  'setting.commit': [{ guard: 'isChange', actions: 'queueText' }, { actions: 'tidyText' }],
  'setting.toggle': { actions: 'queueToggle' },
} as const;

export const settingsSaveMachine = setup({
  types: {
    context: {} as SettingsSaveContext,
    events: {} as SettingsSaveEvent,
    input: {} as SettingsSaveInput,
  },
  actors: {
    /** The admin area read the metadata again (conversationAdmin): merged, never sent. */
    listenForRefresh: listenTo('metadata.refreshed', ({ metadata }) => ({
      type: 'metadata.refreshed' as const,
      metadata,
    })),
    saveSetting: fromRequest<
      Conversation,
      { saved: Conversation; edit: SettingEdit; basedOn: BasedOn }
    >(({ input, signal }) =>
      saveConversationSettings(
        {
          saved: input.saved,
          changes: settingChange(input.edit),
          basedOn: input.basedOn[input.edit.field],
        },
        signal,
      ),
    ),
  },
  guards: {
    isChange: ({ context, event }) =>
      event.type === 'setting.commit' &&
      !typedValueError(event.field, context.draft[event.field]) &&
      isTextChange(event.field, context.draft[event.field], context.confirmed, context.queue),
    hasMoreQueued: ({ context }) => context.queue.length > 1,
    isConflict: ({ event }) => isSettingsConflict(errorOf(event)),
    /** A 400 naming the field being saved: retrying the same value cannot help. */
    isFieldRefusal: ({ context, event }) => {
      const error = errorOf(event);
      return (
        isApiError(error) &&
        error.status === 400 &&
        isSettingField(error.field) &&
        error.field === context.queue[0]?.field
      );
    },
    hasOtherQueued: ({ context }) =>
      context.queue.some((edit) => edit.field !== context.conflict?.field),
  },
  actions: {
    editDraft: assign(({ context, event }) => {
      if (event.type !== 'setting.edit') return {};
      const typed = typedValueError(event.field, event.value);
      return {
        draft: { ...context.draft, [event.field]: event.value },
        fieldErrors: typed
          ? { ...context.fieldErrors, [event.field]: typed }
          : withoutField(context.fieldErrors, event.field),
      };
    }),
    /** A blur without a change: show the value as it will be saved ('' colour → 'default'). */
    tidyText: assign({
      draft: ({ context, event }) =>
        event.type === 'setting.commit' && !typedValueError(event.field, context.draft[event.field])
          ? {
              ...context.draft,
              [event.field]: normalizeText(event.field, context.draft[event.field]),
            }
          : context.draft,
    }),
    queueText: assign(({ context, event }) => {
      if (event.type !== 'setting.commit') return {};
      const value = normalizeText(event.field, context.draft[event.field]);
      return {
        draft: { ...context.draft, [event.field]: value },
        queue: [...context.queue, { field: event.field, value } as SettingEdit],
      };
    }),
    queueToggle: assign(({ context, event }) => {
      if (event.type !== 'setting.toggle') return {};
      const edit = toggledEdit(event.field, context.draft);
      return {
        draft: { ...context.draft, [edit.field]: edit.value },
        queue: [...context.queue, edit],
        fieldErrors: withoutField(context.fieldErrors, edit.field),
      };
    }),
    confirmHead: assign(({ context, event }) => confirmHead(context, outputOf(event))),
    announceSaved: sendTo(appEvents, ({ event }) => savedMessage(event)),
    keepError: assign({ error: ({ event }) => toApiErrorInfo(errorOf(event)) }),
    refuseHead: assign(({ context, event }) => refuseHead(context, toApiErrorInfo(errorOf(event)))),
    keepConflict: assign(({ context, event }) => {
      const error = errorOf(event);
      return isSettingsConflict(error) ? conflictOver(context, error.current) : {};
    }),
    keepMine: assign(({ context }) => keepMine(context)),
    takeTheirs: assign(({ context }) => takeTheirs(context)),
    mergeRefreshed: assign(({ context, event }) => {
      if (event.type !== 'metadata.refreshed' || !isNewer(event.metadata, context.saved)) return {};
      return { ...mergeServer(context, event.metadata), saved: event.metadata };
    }),
  },
}).createMachine({
  id: 'settingsSave',
  // Where this chart's screen lives: docs/charts/README.md lists route and view from here.
  meta: { route: '/m/:conversationId', view: 'src/views/configure/ConfigurePage.tsx' },
  context: ({ input }) => ({
    saved: input.conversation,
    confirmed: settingsValuesOf(input.conversation),
    basedOn: basedOnAll(input.conversation),
    draft: settingsValuesOf(input.conversation),
    queue: [],
    fieldErrors: {},
    conflict: null,
    error: null,
  }),
  invoke: {
    id: 'listenForRefresh',
    src: 'listenForRefresh',
    input: ({ context }) => ({ conversationId: context.saved.conversation_id }),
  },
  on: {
    'setting.edit': { actions: 'editDraft' },
    'metadata.refreshed': { actions: 'mergeRefreshed' },
  },
  initial: 'idle',
  states: {
    idle: { on: editStartsSave },
    saving: {
      on: editJoinsQueue,
      invoke: {
        id: 'saveSetting',
        src: 'saveSetting',
        input: ({ context }) => ({
          saved: context.saved,
          edit: context.queue[0],
          basedOn: context.basedOn,
        }),
        onDone: [
          {
            guard: 'hasMoreQueued',
            target: 'saving',
            reenter: true,
            actions: ['confirmHead', 'announceSaved'],
          },
          { target: 'saved', actions: ['confirmHead', 'announceSaved'] },
        ],
        onError: [
          { guard: 'isConflict', target: 'conflict', actions: 'keepConflict' },
          {
            guard: and(['isFieldRefusal', 'hasMoreQueued']),
            target: 'saving',
            reenter: true,
            actions: 'refuseHead',
          },
          { guard: 'isFieldRefusal', target: 'saved', actions: 'refuseHead' },
          { target: 'failed', actions: 'keepError' },
        ],
      },
    },
    saved: { on: editStartsSave },
    failed: {
      on: {
        'save.retry': 'saving',
        ...editStartsSave,
      },
    },
    conflict: {
      on: {
        'conflict.keepMine': { target: 'saving', actions: 'keepMine' },
        'conflict.takeTheirs': [
          { guard: 'hasOtherQueued', target: 'saving', actions: 'takeTheirs' },
          { target: 'saved', actions: 'takeTheirs' },
        ],
        ...editJoinsQueue,
      },
    },
  },
});

// Saving the settings of the configure screen, one changed field at a time, without losing an edit.
//
// `idle`, `saving`, `saved` and `failed`; `saving` re-enters itself while the queue holds more, and
// a failed save keeps its edit at the head of the queue, sent again by "Prøv igen" or by the next
// commit. The admin area owns the actor, not the configure screen: a save in flight finishes, and
// an unsaved edit stays, while the admin visits the other admin screens; leaving the area with
// edits unsaved asks first.
//
// An edit applies locally at once (`draft`). A text field is committed on blur, a toggle as it is
// flipped; each commit that changes something appends one edit to `queue` (a blur without a change
// only tidies the field: a blank help colour reads 'default'). The head of the queue is what is
// being saved: PUT carries the full metadata as the server last answered it plus that one field.
// Each successful save is emitted as `settings.saved` so the admin area can hold the server's
// latest metadata.
//
// Behaviour: docs/behaviour.md#settingssave
// Diagram: docs/charts/settingsSave.md
import { assign, emit, setup, type SnapshotFrom } from 'xstate';
import { toApiErrorInfo, type ApiErrorInfo } from '../api/apiError';
import { updateConversation } from '../api/conversations';
import type { Conversation } from '../contract/types';
import { fromRequest } from './actors/fromRequest';
import {
  applyEdit,
  isTextChange,
  normalizeText,
  settingsPayload,
  settingsValuesOf,
  TEXT_SETTINGS,
  toggledEdit,
  type SettingEdit,
  type SettingsValues,
  type TextSetting,
  type ToggleSetting,
} from './rules/settingsFields';

export interface SettingsSaveInput {
  conversation: Conversation;
}

interface SettingsSaveContext {
  /** The metadata as the server last answered it: the base of every PUT. */
  saved: Conversation;
  /** The edited values as last saved successfully (what "changed" is measured against). */
  confirmed: SettingsValues;
  /** What the form shows, including edits not saved (or not committed) yet. */
  draft: SettingsValues;
  /** Committed edits, oldest first; while saving, the head is in flight. */
  queue: SettingEdit[];
  error: ApiErrorInfo | null;
}

export type SettingsSaveEvent =
  | { type: 'setting.edit'; field: TextSetting; value: string }
  | { type: 'setting.commit'; field: TextSetting }
  | { type: 'setting.toggle'; field: ToggleSetting }
  | { type: 'save.retry' };

export type SettingsSaveEmitted = { type: 'settings.saved'; metadata: Conversation };

export const settingsSaveMachine = setup({
  types: {
    context: {} as SettingsSaveContext,
    events: {} as SettingsSaveEvent,
    input: {} as SettingsSaveInput,
    emitted: {} as SettingsSaveEmitted,
  },
  actors: {
    saveSetting: fromRequest<Conversation, { saved: Conversation; edit: SettingEdit }>(
      ({ input, signal }) => updateConversation(settingsPayload(input.saved, input.edit), signal),
    ),
  },
  guards: {
    isChange: ({ context, event }) =>
      event.type === 'setting.commit' &&
      isTextChange(event.field, context.draft[event.field], context.confirmed, context.queue),
    hasMoreQueued: ({ context }) => context.queue.length > 1,
  },
  actions: {
    editDraft: assign({
      draft: ({ context, event }) =>
        event.type === 'setting.edit'
          ? { ...context.draft, [event.field]: event.value }
          : context.draft,
    }),
    /** A blur without a change: show the value as it will be saved ('' colour → 'default'). */
    tidyText: assign({
      draft: ({ context, event }) =>
        event.type === 'setting.commit'
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
      };
    }),
    /** The head was saved: keep the server's answer and drop the head. The draft is untouched. */
    confirmHead: assign(({ context, event }) => ({
      saved: (event as unknown as { output: Conversation }).output,
      confirmed: applyEdit(context.confirmed, context.queue[0]),
      queue: context.queue.slice(1),
      error: null,
    })),
    announceSaved: emit(({ event }) => ({
      type: 'settings.saved' as const,
      metadata: (event as unknown as { output: Conversation }).output,
    })),
    keepError: assign({
      error: ({ event }) => toApiErrorInfo((event as { error?: unknown }).error),
    }),
  },
}).createMachine({
  id: 'settingsSave',
  // Where this chart's screen lives: docs/charts/README.md lists route and view from here.
  meta: { route: '/m/:conversationId', view: 'src/views/configure/ConfigurePage.tsx' },
  context: ({ input }) => ({
    saved: input.conversation,
    confirmed: settingsValuesOf(input.conversation),
    draft: settingsValuesOf(input.conversation),
    queue: [],
    error: null,
  }),
  on: {
    'setting.edit': { actions: 'editDraft' },
  },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'setting.commit': [
          { guard: 'isChange', target: 'saving', actions: 'queueText' },
          { actions: 'tidyText' },
        ],
        'setting.toggle': { target: 'saving', actions: 'queueToggle' },
      },
    },
    saving: {
      on: {
        'setting.commit': [{ guard: 'isChange', actions: 'queueText' }, { actions: 'tidyText' }],
        'setting.toggle': { actions: 'queueToggle' },
      },
      invoke: {
        id: 'saveSetting',
        src: 'saveSetting',
        input: ({ context }) => ({ saved: context.saved, edit: context.queue[0] }),
        onDone: [
          {
            guard: 'hasMoreQueued',
            target: 'saving',
            reenter: true,
            actions: ['confirmHead', 'announceSaved'],
          },
          { target: 'saved', actions: ['confirmHead', 'announceSaved'] },
        ],
        onError: { target: 'failed', actions: 'keepError' },
      },
    },
    saved: {
      on: {
        'setting.commit': [
          { guard: 'isChange', target: 'saving', actions: 'queueText' },
          { actions: 'tidyText' },
        ],
        'setting.toggle': { target: 'saving', actions: 'queueToggle' },
      },
    },
    failed: {
      on: {
        'save.retry': 'saving',
        'setting.commit': [
          { guard: 'isChange', target: 'saving', actions: 'queueText' },
          { actions: 'tidyText' },
        ],
        'setting.toggle': { target: 'saving', actions: 'queueToggle' },
      },
    },
  },
});

type SettingsSaveSnapshot = SnapshotFrom<typeof settingsSaveMachine>;

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

export const selectSaveStatus = (s: SettingsSaveSnapshot): SaveStatus =>
  s.matches('saving')
    ? 'saving'
    : s.matches('saved')
      ? 'saved'
      : s.matches('failed')
        ? 'failed'
        : 'idle';
export const selectDraft = (s: SettingsSaveSnapshot): SettingsValues => s.context.draft;
export const selectSaveError = (s: SettingsSaveSnapshot): ApiErrorInfo | null =>
  s.matches('failed') ? s.context.error : null;
/** Edits not yet confirmed by the server (the one in flight included). */
export const selectUnsavedCount = (s: SettingsSaveSnapshot): number => s.context.queue.length;
/**
 * Whether leaving now would lose something: an edit queued, in flight or failed, or text typed into
 * a field and not yet committed (the field still has focus).
 */
export const selectHasUnsavedEdits = (s: SettingsSaveSnapshot): boolean =>
  s.context.queue.length > 0 ||
  TEXT_SETTINGS.some((field) =>
    isTextChange(field, s.context.draft[field], s.context.confirmed, s.context.queue),
  );

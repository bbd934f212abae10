// The share screen, 'Del samtale': the participation link and embed code with their copy buttons,
// and the accepted-statement count (the QR code is shareQr's, the embedding page a setting).
//
// Three parallel regions that never wait for each other: comments, the UUID and the clipboard.
// Behaviour: docs/behaviour.md#share; diagram: docs/charts/share.md
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { listModerationComments, type CommentListReply } from '../../api/common/comments';
import { getConversationUuid } from '../../api/common/conversations';
import {
  conversationInput,
  type ConversationInput,
  conversationRequest,
  fromRequest,
} from '../common/fromRequest';

/** How long 'Kopieret!' stays after a successful copy. */
export const COPIED_MS = 2000;

export interface ShareInput {
  conversationId: string;
  /** The public participation URL: the public site address plus the conversation id. */
  shareUrl: string;
}

export type CopyTarget = 'link' | 'snippet';

interface ShareContext extends ShareInput {
  acceptedCount: number | null;
  conversationUuid: string | null;
  copyTarget: CopyTarget;
  /** The embed code last asked for (the view builds it from the saved page address). */
  snippet: string;
}

export type ShareEvent = { type: 'share.copy' } | { type: 'share.copySnippet'; snippet: string };

/** Either copy button starts a copy from every clipboard state that is not copying already. */
const COPY_EVENTS = {
  'share.copy': { target: 'copying', actions: 'aimAtLink' },
  'share.copySnippet': { target: 'copying', actions: 'aimAtSnippet' },
} as const;

export const shareMachine = setup({
  types: {
    context: {} as ShareContext,
    events: {} as ShareEvent,
    input: {} as ShareInput,
  },
  actors: {
    fetchAcceptedComments: fromRequest<CommentListReply, ConversationInput>(({ input, signal }) =>
      listModerationComments({ conversationId: input.conversationId, mod: 1 }, signal),
    ),
    fetchConversationUuid: conversationRequest(getConversationUuid),
    copyToClipboard: fromPromise<void, { text: string }>(async ({ input }) => {
      if (!navigator.clipboard?.writeText) throw new Error('The clipboard is not available');
      await navigator.clipboard.writeText(input.text);
    }),
  },
  actions: {
    aimAtLink: assign({ copyTarget: 'link' as CopyTarget }),
    aimAtSnippet: assign({
      copyTarget: 'snippet' as CopyTarget,
      snippet: ({ event }) => (event.type === 'share.copySnippet' ? event.snippet : ''),
    }),
  },
  delays: { COPIED_MS },
}).createMachine({
  id: 'share',
  // Where this chart's screen lives: docs/charts/README.md lists route and view from here.
  meta: { route: '/m/:conversationId/share', view: 'src/views/share/SharePage.tsx' },
  context: ({ input }) => ({
    ...input,
    acceptedCount: null,
    conversationUuid: null,
    copyTarget: 'link',
    snippet: '',
  }),
  type: 'parallel',
  states: {
    comments: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'fetchAcceptedComments',
            src: 'fetchAcceptedComments',
            input: conversationInput,
            onDone: {
              target: 'loaded',
              actions: assign({
                acceptedCount: ({ event }) =>
                  event.output.unchanged ? null : event.output.comments.length,
              }),
            },
            onError: {
              target: 'failed',
              actions: ({ event }) =>
                console.error('Failed to fetch accepted comments', event.error),
            },
          },
        },
        loaded: {},
        failed: {},
      },
    },
    uuid: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'fetchConversationUuid',
            src: 'fetchConversationUuid',
            input: conversationInput,
            onDone: {
              target: 'loaded',
              actions: assign({ conversationUuid: ({ event }) => event.output }),
            },
            onError: {
              target: 'failed',
              // Logged, not shown (docs/behaviour.md#share).
              actions: ({ event }) =>
                console.error('Failed to fetch conversation UUID', event.error),
            },
          },
        },
        loaded: {},
        failed: {},
      },
    },
    clipboard: {
      initial: 'idle',
      states: {
        idle: { on: COPY_EVENTS },
        copying: {
          invoke: {
            id: 'copyToClipboard',
            src: 'copyToClipboard',
            input: ({ context }) => ({
              text: context.copyTarget === 'snippet' ? context.snippet : context.shareUrl,
            }),
            onDone: 'copied',
            onError: 'copyFailed',
          },
        },
        copied: {
          after: { COPIED_MS: 'idle' },
          on: COPY_EVENTS,
        },
        copyFailed: { on: COPY_EVENTS },
      },
    },
  },
});

type ShareSnapshot = SnapshotFrom<typeof shareMachine>;

export type CopyPhase = 'idle' | 'copying' | 'copied' | 'copyFailed';

export const selectCopyPhase = (s: ShareSnapshot): CopyPhase =>
  (['copying', 'copied', 'copyFailed'] as const).find((v) => s.matches({ clipboard: v })) ?? 'idle';
/** The number of accepted statements, once known. */
export const selectAcceptedCount = (s: ShareSnapshot): number | null =>
  s.matches({ comments: 'loaded' }) ? s.context.acceptedCount : null;
export const selectShareUrl = (s: ShareSnapshot): string => s.context.shareUrl;
/** Which copy button the clipboard's phase belongs to. */
export const selectCopyTarget = (s: ShareSnapshot): CopyTarget => s.context.copyTarget;

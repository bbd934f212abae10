// The signed-in owner's record (GET /users) for the signed-in layout's sidebar and /account.
//
// The smallest load cycle (`loading` → `loaded` | `failed`, with retry and reload); the signed-in
// layout starts it (AccountContext), so the sidebar and the account page share one request.
// Behaviour: docs/behaviour.md#account; diagram: docs/charts/account.md
import { assign, setup, type SnapshotFrom } from 'xstate';
import { toApiErrorInfo, type ApiErrorInfo } from '../../api/common/apiError';
import { getUser } from '../../api/account/users';
import type { User } from '../../../contract/types';
import { fromRequest } from '../common/fromRequest';
import { failTo } from '../common/failTo';

interface AccountContext {
  user: User | null;
  error: ApiErrorInfo | null;
}

export type AccountEvent = { type: 'user.retry' } | { type: 'user.reload' };

export const accountMachine = setup({
  types: { context: {} as AccountContext, events: {} as AccountEvent },
  actors: {
    fetchUser: fromRequest<User>(({ signal }) => getUser(signal)),
  },
}).createMachine({
  id: 'account',
  // Where this chart's screen lives: docs/charts/README.md lists route and view from here.
  meta: { route: '/account', view: 'src/views/account/AccountPage.tsx' },
  context: { user: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'fetchUser',
        src: 'fetchUser',
        onDone: {
          target: 'loaded',
          actions: assign({ user: ({ event }) => event.output, error: null }),
        },
        onError: failTo('failed', 'error', toApiErrorInfo),
      },
    },
    loaded: { on: { 'user.reload': 'loading' } },
    failed: { on: { 'user.retry': 'loading' } },
  },
});

type UserSnapshot = SnapshotFrom<typeof accountMachine>;

export const selectUserIsLoading = (s: UserSnapshot): boolean => s.matches('loading');
export const selectUserError = (s: UserSnapshot): ApiErrorInfo | null =>
  s.matches('failed') ? s.context.error : null;
export const selectUserName = (s: UserSnapshot): string => s.context.user?.hname.trim() ?? '';
export const selectUserEmail = (s: UserSnapshot): string => s.context.user?.email ?? '';
/** A site admin may grant that to colleagues they invite. */
export const selectIsSiteAdmin = (s: UserSnapshot): boolean => s.context.user?.isSiteAdmin === true;
/** The first word of the name, for the greeting. */
export const selectFirstName = (s: UserSnapshot): string => firstWord(s.context.user?.hname ?? '');

export function firstWord(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

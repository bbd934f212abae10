// Self-service sign-up at /account/signup (linked from the sign-in page when SIGNUP_MODE=domains).
//
// The "send me a link" chart (emailLinkChart.ts) with the sign-up call. The server answers the same
// whether or not the address has an account, so nothing here tells who has one.
// Behaviour: docs/behaviour.md#signup; diagram: docs/charts/signup.md
import { requestSignup } from '../../api/account/account';
import { createEmailLinkMachine } from './emailLinkChart';

export const signupMachine = createEmailLinkMachine({
  id: 'signup',
  meta: { route: '/account/signup', view: 'src/views/accountFlows/SignupPage.tsx' },
  send: requestSignup,
});

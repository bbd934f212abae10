// Self-service sign-up: /account/signup (linked from the sign-in page when SIGNUP_MODE=domains).
//
// The "send me a link" chart (emailLinkChart.ts) with the sign-up call. A refusal says why (an
// address outside the allowed domains, throttling, no access code). The server answers the same
// whether or not the address has an account (an existing one gets a reset link instead), so nothing
// here tells who has one.
//
// Behaviour: docs/behaviour.md#signup
// Diagram: docs/charts/signup.md
import { requestSignup } from '../../api/account/account';
import { createEmailLinkMachine } from './emailLinkChart';

export const signupMachine = createEmailLinkMachine({
  id: 'signup',
  meta: { route: '/account/signup', view: 'src/views/accountFlows/SignupPage.tsx' },
  send: requestSignup,
});

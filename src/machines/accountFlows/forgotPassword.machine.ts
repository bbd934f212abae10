// Asking for a password-reset link at /account/forgot (linked from the sign-in page).
//
// The "send me a link" chart (emailLinkChart.ts) with the reset call. The server answers the same
// whether or not the address has an account, so `sent` says "if".
// Behaviour: docs/behaviour.md#forgotpassword; diagram: docs/charts/forgotPassword.md
import { requestPasswordReset } from '../../api/account/account';
import { createEmailLinkMachine } from './emailLinkChart';

export const forgotPasswordMachine = createEmailLinkMachine({
  id: 'forgotPassword',
  meta: { route: '/account/forgot', view: 'src/views/accountFlows/ForgotPasswordPage.tsx' },
  send: requestPasswordReset,
});

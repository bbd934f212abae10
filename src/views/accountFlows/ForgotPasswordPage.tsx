// /account/forgot: ask for a link to choose a new password. Renders the forgotPassword chart.
import * as da from '../../copy/da';
import { forgotPasswordMachine } from '../../machines/accountFlows/forgotPassword.machine';
import { EmailLinkPage } from './EmailLinkPage';

export function ForgotPasswordPage() {
  return (
    <EmailLinkPage
      machine={forgotPasswordMachine}
      copy={da.forgotPassword}
      fieldId="forgot-email"
    />
  );
}

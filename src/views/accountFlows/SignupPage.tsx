// /account/signup: self-service sign-up for the allowed e-mail domains. Renders the signup chart.
import * as da from '../../copy/da';
import { signupMachine } from '../../machines/accountFlows/signup.machine';
import { EmailLinkPage } from './EmailLinkPage';

export function SignupPage() {
  return <EmailLinkPage machine={signupMachine} copy={da.signup} fieldId="signup-email" />;
}

// The field where someone chooses a password: 'Vælg din adgangskode' (from a link) and 'Skift
// adgangskode' on /account. A password manager offers to generate one (autocomplete
// new-password), and the hint states the server's rule (at least 10 characters) in one wording.
import * as da from '../../copy/da';
import { FormField } from './FormField';

export function NewPasswordField(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  readOnly: boolean;
}) {
  return (
    <FormField {...props} type="password" autoComplete="new-password" hint={da.newPassword.hint} />
  );
}

// The account pages' parts other screens use (docs/architecture.md#import-rules).
export { FormField } from './FormField';
export { InviteForm } from './InviteForm';
export { NewPasswordField } from './NewPasswordField';

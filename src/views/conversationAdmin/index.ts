// What the admin area gives the screens inside it (docs/architecture.md#import-rules).
export { useAdminConversation, type SettingsSaveRef } from './AdminContext';
export { PermissionsError } from './PermissionsError';

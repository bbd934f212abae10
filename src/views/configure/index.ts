// The configure screen's parts the share screen uses for its embed setting
// (docs/architecture.md#import-rules).
export { SettingsSaveState } from './SaveStatus';
export { TextSettingField } from './SettingFields';

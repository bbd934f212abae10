// The configure screen's settingsSave chart, which the admin area starts and the share screen's
// embed setting reads (docs/architecture.md#import-rules).
export { settingsSaveMachine } from './settingsSave.machine';
export { selectDraft, selectFieldErrors, selectHasUnsavedEdits } from './settingsSave.selectors';

// Data protection: erasure, retention, a participant's own data and the conversation's archive.
// The public entry: what other features may import (docs/architecture.md#server-import-rules).
export { withoutStatements } from './snapshotErasure';

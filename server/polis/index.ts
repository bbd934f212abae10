// Polis exports, read and written.
// The public entry: what other features may import (docs/architecture.md#server-import-rules).
export { POLIS_FILES, polisExportFile } from './exportFiles';
export { ImportRefused, importPolisFolder } from './importPolis';

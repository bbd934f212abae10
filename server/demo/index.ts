// The demo conversation and its account.
// The public entry: what other features may import (docs/architecture.md#server-import-rules).
export { DEMO_ACCOUNT, DEMO_PASSWORD } from './seedDemo';

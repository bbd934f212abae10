// Topics: the pipeline and topic moderation.
// The public entry: what other features may import (docs/architecture.md#server-import-rules).
export { runTopicPipeline } from './pipeline';

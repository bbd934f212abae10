// The privacy page's facts, shown on the terms page too (docs/architecture.md#import-rules).
export { NoticeFacts } from './NoticeFacts';

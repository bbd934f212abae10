// What the conversation list offers other screens (docs/architecture.md#import-rules).
export { DELETED_NOTICE } from './listNotice';

// What the participation page's rules offer the public report (docs/architecture.md#import-rules).
export { isNotFoundError } from './participationRules';

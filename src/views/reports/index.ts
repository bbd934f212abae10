// What the reports screen gives other screens (docs/architecture.md#import-rules): the public
// address of a report version.
export { reportUrl } from './formatReportTime';

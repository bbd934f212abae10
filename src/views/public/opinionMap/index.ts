// The opinion map: the participant's section (the default export, loaded lazily by the
// participation page) and the chart the monitoring screen draws too
// (docs/architecture.md#import-rules).
export { default } from './OpinionMapSection';
export { OpinionMapChart } from './OpinionMapChart';

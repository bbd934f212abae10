// The opinion map's rules that the public report and the monitoring screen draw with
// (docs/architecture.md#import-rules).
export { convexHull, groupLetter, mapView, type MapView, type Point } from './opinionMapRules';

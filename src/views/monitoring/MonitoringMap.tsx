// The opinion map on the monitoring screen: the participation page's own drawing (OpinionMapChart),
// without a "Dig", and below it the groups with their sizes — its text alternative. A chunk of its
// own (React.lazy in MonitoringPage), loaded once there is a map to draw.
import * as da from '../../copy/da';
import type { MapView } from '../../machines/public/opinionMap';
import '../../styles/public/groupColours.css';
import '../../styles/public/opinionMap.css';
import { OpinionMapChart } from '../public/opinionMap';

export default function MonitoringMap({ view }: { view: MapView }) {
  return (
    <div className="monitoring-map">
      <OpinionMapChart view={view} summary={da.monitoring.mapSummary} />
      <ul className="monitoring-map__groups legend">
        {view.groups.map((group) => (
          <li key={group.id}>{da.opinionMap.groupLabel(group.letter, group.size)}</li>
        ))}
      </ul>
    </div>
  );
}

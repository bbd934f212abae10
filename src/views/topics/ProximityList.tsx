// The proximity map as a list (docs/behaviour.md#topicproximity): the same statements, topic by
// topic (largest first), each with its status — for a screen reader, and for a phone where the
// map's points are small.
import { memo, useMemo } from 'react';
import type { ProximityPoint } from '../../../contract/types';
import * as da from '../../copy/da';
import { statusLabel } from './topicText';
import { groupByCluster } from './proximityGroups';

const t = da.topics.proximity;

export const ProximityList = memo(function ProximityList(props: {
  id: string;
  points: readonly ProximityPoint[];
}) {
  const groups = useMemo(() => groupByCluster(props.points), [props.points]);
  return (
    <ol id={props.id} className="proximity-list" aria-label={t.listLabel}>
      {groups.map((group, i) => (
        <li key={group.cluster} className="proximity-list__group">
          <h3 className="proximity-list__heading">{t.group(i + 1, group.points.length)}</h3>
          <ul>
            {group.points.map((point) => (
              <li key={point.comment_id}>
                {point.comment_text ?? t.tooltipId(point.comment_id)}{' '}
                <span className={`topic-status topic-status--${point.moderation_status}`}>
                  {statusLabel(point.moderation_status)}
                </span>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
});

// The proximity map (docs/behaviour.md#topicproximity): a layer select (0, 1, 2), the 800×600
// scatter plot of the layer's comments (close together: alike in words) coloured by status, a ring
// per topic, a legend, a caption that says what distance means, a hover tooltip, and the same as
// a list ('Vis kortet som liste'). The topicProximity chart loads the points; the plot only draws.
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ProximityLayer } from '../../api/topics/topics';
import * as da from '../../copy/da';
import {
  PROXIMITY_LAYERS,
  selectPoints,
  selectProximityError,
  selectProximityLayer,
  selectProximityView,
  selectListed,
  selectUnplaced,
  topicProximityMachine,
} from '../../machines/topics/topicProximity.machine';
import { useScreenActor } from '../common/useScreenActor';
import { useAdminConversation } from '../conversationAdmin';
import { ProximityList } from './ProximityList';
import { ProximityPlot } from './ProximityPlot';
import { DRAW_ORDER, STATUS_COLOURS, statusCounts } from './proximityPlot';
import { TopicLoadStates } from './TopicLoadFailure';
import { statusLabel } from './topicText';
import './topicProximity.css';

const t = da.topics.proximity;

export function TopicProximityPage() {
  const { conversationId } = useAdminConversation();
  const actor = useScreenActor(topicProximityMachine, { input: { conversationId } });
  const view = useSelector(actor, selectProximityView);
  const layer = useSelector(actor, selectProximityLayer);
  const points = useSelector(actor, selectPoints);
  const unplaced = useSelector(actor, selectUnplaced);
  const error = useSelector(actor, selectProximityError);
  const counts = useMemo(() => statusCounts(points), [points]);
  const listed = useSelector(actor, selectListed);

  return (
    <section className="proximity" aria-label={da.topics.tabs.proximity}>
      <div className="proximity__controls">
        <label className="proximity__layer">
          <span>{t.layerLabel}</span>
          <select
            className="field__input proximity__select"
            value={layer}
            onChange={(event) =>
              actor.send({
                type: 'layer.select',
                layer: Number(event.target.value) as ProximityLayer,
              })
            }
          >
            {PROXIMITY_LAYERS.map((l) => (
              <option key={l} value={l}>
                {t.layerOption(l)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <TopicLoadStates
        view={view}
        error={error}
        texts={t}
        onRetry={() => actor.send({ type: 'proximity.retry' })}
      />
      {view === 'unplaced' ? <p className="empty-state">{t.noCoordinates}</p> : null}
      {view === 'loaded' ? (
        <>
          <ul className="proximity-legend legend" aria-label={t.legendLabel}>
            {DRAW_ORDER.map((status) => (
              <li key={status} className="proximity-legend__item legend__entry">
                <span
                  className="proximity-legend__dot"
                  style={{ background: STATUS_COLOURS[status] }}
                  aria-hidden="true"
                />
                {statusLabel(status)} ({counts[status]})
              </li>
            ))}
            <li className="proximity-legend__item legend__entry">
              <span className="proximity-legend__ring" aria-hidden="true" />
              {t.clusterLegend}
            </li>
          </ul>
          <figure className="proximity__plot" aria-label={t.plotLabel(points.length, layer)}>
            <ProximityPlot points={points} />
            <figcaption className="proximity__caption">{t.caption}</figcaption>
          </figure>
          <button
            type="button"
            className="button button--secondary button--small"
            aria-expanded={listed}
            aria-controls="proximity-list"
            onClick={() => actor.send({ type: 'list.toggle' })}
          >
            {listed ? t.hideList : t.showList}
          </button>
          {listed ? <ProximityList id="proximity-list" points={points} /> : null}
          {unplaced > 0 ? <p className="proximity__note">{t.unplaced(unplaced)}</p> : null}
        </>
      ) : null}
    </section>
  );
}

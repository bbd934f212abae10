// The opinion map section of the participation page (vis_type 1), below the voting card. Loaded as
// its own chunk (React.lazy in ParticipationPage), so a conversation without the map never loads this
// code. The opinionMap chart does everything; this renders it. It starts from the participant as
// the page knows them, and hears each later vote from the participation chart through the page's
// hub (docs/architecture.md#statechart-conventions).
import { useSelector } from '@xstate/react';
import * as da from '../../../copy/da';
import {
  opinionMapMachine,
  selectCheckedAt,
  selectMapLoadError,
  selectMapPaused,
  selectMapPhase,
  selectMapPollFailed,
  selectMapUpdating,
  selectMapView,
} from '../../../machines/public/opinionMap/opinionMap.machine';
import type { VotePlacement } from '../../../../contract/types';
import type { ParticipantMapView } from '../../../machines/public/opinionMap/participantMapRules';
import '../../../styles/public/groupColours.css';
import '../../../styles/public/opinionMap.css';
import { useScreenActor } from '../../common/useScreenActor';
import { ErrorNotice } from '../../common/ErrorNotice';
import { HeadedSection } from '../../common/HeadedSection';
import { Spinner } from '../../common/Spinner';
import { GroupList } from './GroupList';
import { MajorityView } from './MajorityView';
import { OpinionMapChart } from './OpinionMapChart';
import { mapLoadErrorText, statusText } from './opinionMapText';

export interface OpinionMapSectionProps {
  conversationId: string;
  pid: number | null;
  votedCount: number;
  /** false: the conversation is closed (or not open yet), so no 'Stem på N udsagn mere'. */
  acceptsVotes?: boolean;
  /** Where the participant's last vote placed them, from its answer (null: it did not). The map
   * chart starts from these; later votes reach it through the hub, not through these props. */
  placement?: VotePlacement | null;
}

function placementText(view: ParticipantMapView): string {
  if (view.placement.kind === 'unplaced') {
    return view.placement.needed > 0
      ? da.opinionMap.needVotes(view.placement.needed)
      : da.opinionMap.placingSoon;
  }
  if (view.yourLetter) return da.opinionMap.yourGroup(view.yourLetter);
  return view.inSmallGroup ? da.opinionMap.placedSmallGroup : da.opinionMap.placedNoGroup;
}

export default function OpinionMapSection({
  conversationId,
  pid,
  votedCount,
  acceptsVotes = true,
  placement = null,
}: OpinionMapSectionProps) {
  const map = useScreenActor(opinionMapMachine, {
    input: { conversationId, pid, votedCount, placement },
  });
  const phase = useSelector(map, selectMapPhase);
  const view = useSelector(map, selectMapView);
  const loadError = useSelector(map, selectMapLoadError);
  const checkedAt = useSelector(map, selectCheckedAt);
  const paused = useSelector(map, selectMapPaused);
  const pollFailed = useSelector(map, selectMapPollFailed);
  const updating = useSelector(map, selectMapUpdating);

  return (
    <HeadedSection block="opinion-map" title={da.opinionMap.heading}>
      <p className="opinion-map__intro">{da.opinionMap.intro}</p>
      {phase === 'loading' ? <Spinner label={da.opinionMap.loading} /> : null}
      {phase === 'failed' ? (
        <ErrorNotice
          retryLabel={da.opinionMap.retry}
          onRetry={() => map.send({ type: 'map.retry' })}
        >
          {mapLoadErrorText(loadError)}
        </ErrorNotice>
      ) : null}
      {phase === 'live' && view ? (
        <>
          <p className="opinion-map__status">{statusText(view.status, checkedAt)}</p>
          {/* Not a live region: it comes and goes with every few votes, too often to announce. */}
          {updating ? <p className="opinion-map__updating">{da.opinionMap.updating}</p> : null}
          {view.groups.length ? <OpinionMapChart view={view} /> : null}
          {acceptsVotes || view.placement.kind !== 'unplaced' ? (
            <p className="opinion-map__placement">{placementText(view)}</p>
          ) : null}
          {paused ? <p className="opinion-map__note">{da.opinionMap.paused}</p> : null}
          {pollFailed ? <p className="opinion-map__note">{da.opinionMap.pollFailed}</p> : null}
          {view.small.groups > 0 ? (
            <p className="opinion-map__note">
              {da.opinionMap.smallGroups(view.small.groups, view.small.participants)}
            </p>
          ) : null}
          <MajorityView majority={view.majority} />
          <GroupList groups={view.groups} />
        </>
      ) : null}
    </HeadedSection>
  );
}

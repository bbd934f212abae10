// The participant's page (/{conversation_id}): the conversation's topic and framing, one statement
// at a time to vote on, and (write_type 1) a form for a statement of one's own. The participation
// chart does everything; this only renders it. Focus: after a vote the focus stays on the button
// used (the card's live region reads the next statement aloud); when the main area changes kind
// (all voted, closed, a new statement after checking) focus moves to its heading.
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import * as da from '../../../copy/da';
import type { ParticipationInit } from '../../../../contract/types';
import { participationMachine } from '../../../machines/public/participation/participation.machine';
import {
  selectCheck,
  selectCheckError,
  selectClosedWhileHere,
  selectComment,
  selectConversation,
  selectCanToggleImportance,
  selectImportance,
  selectIsChecking,
  selectIsSlow,
  selectLoadError,
  selectPendingVote,
  selectPhase,
  selectPid,
  selectPlacement,
  selectProgress,
  selectShowsMap,
  selectStatementForm,
  selectVoteError,
  selectVoteRetry,
  selectVotedCount,
  type ParticipationPhase,
} from '../../../machines/public/participation/participation.selectors';
import type { VoteChoice } from '../../../machines/public/participation/participationRules';
import './participation.css';
import { useAppConfig } from '../../common/configContext';
import { useScreenActor } from '../../common/useScreenActor';
import { ErrorNotice } from '../../common/ErrorNotice';
import { Spinner } from '../../common/Spinner';
import { PublicNotFound } from '../PublicNotFound';
import { AllVoted } from './AllVoted';
import { ClosedNotice } from './ClosedNotice';
import { ConversationIntro } from './ConversationIntro';
import { LazyPart } from './LazyPart';
import { loadErrorText } from './participationText';
import { VotingCard } from './VotingCard';

// The opinion map and its code are a chunk of their own, loaded only for a conversation that shows
// the map (vis_type 1): the participation entry stays small.
const OpinionMapSection = lazy(() => import('../opinionMap'));
// The statement form and Mine data load after the first statement: its path carries only what it
// needs (docs/architecture.md#budgets), each with its own loading line and retry (LazyPart).
const loadStatementForm = () => import('./StatementForm').then((m) => m.StatementForm);
const loadMyData = () => import('./MyDataSection').then((m) => m.MyDataSection);

export function ParticipationPage({
  conversationId,
  boot = null,
  earlyVote = null,
}: {
  conversationId: string;
  /** A newcomer's start from the page's boot data; null: the chart asks the server. */
  boot?: ParticipationInit | null;
  /** A vote tapped on the server's first paint before the app was live: the chart casts it. */
  earlyVote?: VoteChoice | null;
}) {
  const { productName } = useAppConfig();
  const participation = useScreenActor(participationMachine, {
    input: { conversationId, boot, earlyVote },
  });
  const phase = useSelector(participation, selectPhase);
  const isSlow = useSelector(participation, selectIsSlow);
  const conversation = useSelector(participation, selectConversation);
  const comment = useSelector(participation, selectComment);
  const progress = useSelector(participation, selectProgress);
  const votedCount = useSelector(participation, selectVotedCount);
  const pendingVote = useSelector(participation, selectPendingVote);
  const loadError = useSelector(participation, selectLoadError);
  const voteError = useSelector(participation, selectVoteError);
  const voteRetry = useSelector(participation, selectVoteRetry);
  const isChecking = useSelector(participation, selectIsChecking);
  const check = useSelector(participation, selectCheck);
  const checkError = useSelector(participation, selectCheckError);
  const closedWhileHere = useSelector(participation, selectClosedWhileHere);
  const formMode = useSelector(participation, selectStatementForm);
  const pid = useSelector(participation, selectPid);
  const placement = useSelector(participation, selectPlacement);
  const showsMap = useSelector(participation, selectShowsMap);
  const importance = useSelector(participation, selectImportance);
  const canToggleImportance = useSelector(participation, selectCanToggleImportance);

  const focusTarget = useRef<HTMLElement | null>(null);
  const shownPhase = useRef<ParticipationPhase>(phase);
  useEffect(() => {
    const previous = shownPhase.current;
    shownPhase.current = phase;
    // Not on arrival (loading → first content): only when the participant's own action changed it.
    if (previous !== phase && previous !== 'loading' && previous !== 'failed') {
      focusTarget.current?.focus();
    }
  }, [phase]);

  if (phase === 'notFound') {
    return (
      <>
        <title>{`${da.participation.notFoundTitle} – ${productName}`}</title>
        <PublicNotFound
          title={da.participation.notFoundTitle}
          body={da.participation.notFoundBody}
        />
      </>
    );
  }

  const topic = conversation?.topic.trim() || da.participation.untitled;
  return (
    <div className="page participation">
      <title>{conversation ? `${topic} – ${productName}` : productName}</title>
      {conversation ? <ConversationIntro conversation={conversation} topic={topic} /> : null}
      {/* Before the conversation is known (loading, or it failed) the page still has its level-one
          heading, for screen-reader users who navigate by headings. */}
      {!conversation && (phase === 'loading' || phase === 'failed') ? (
        <h1 className="visually-hidden">{productName}</h1>
      ) : null}
      {phase === 'loading' ? (
        <div className="participation__loading">
          <Spinner label={da.participation.loading} />
          {isSlow ? <p className="participation__slow">{da.participation.slow}</p> : null}
        </div>
      ) : null}
      {phase === 'failed' ? (
        <ErrorNotice
          retryLabel={da.participation.retry}
          onRetry={() => participation.send({ type: 'participation.retry' })}
        >
          {loadErrorText(loadError)}
        </ErrorNotice>
      ) : null}
      {phase === 'closed' ? (
        <ClosedNotice
          why={closedWhileHere ? 'closedWhileHere' : 'closed'}
          reportId={conversation?.report_id ?? null}
          headingRef={focusTarget}
        />
      ) : null}
      {phase === 'notOpenYet' ? <ClosedNotice why="notOpenYet" headingRef={focusTarget} /> : null}
      {phase === 'voting' && comment && progress ? (
        <VotingCard
          comment={comment}
          progress={progress}
          pendingVote={pendingVote}
          error={voteError}
          retry={voteRetry}
          cardRef={focusTarget}
          importance={importance && { on: importance === 'on', canToggle: canToggleImportance }}
          onVote={(vote) => participation.send({ type: 'vote.cast', vote })}
          onToggleImportant={() => participation.send({ type: 'importance.toggle' })}
        />
      ) : null}
      {phase === 'voting' ? <p className="participation__how">{da.participation.howTo}</p> : null}
      {phase === 'allVoted' ? (
        <AllVoted
          votedCount={votedCount}
          invitesToWrite={formMode === 'open'}
          isChecking={isChecking}
          check={check}
          checkError={checkError}
          headingRef={focusTarget}
          onCheck={() => participation.send({ type: 'statements.check' })}
        />
      ) : null}
      {showsMap ? (
        <Suspense fallback={<Spinner label={da.opinionMap.loading} />}>
          <OpinionMapSection
            conversationId={conversationId}
            pid={pid}
            votedCount={votedCount}
            acceptsVotes={phase !== 'closed'}
            placement={placement}
          />
        </Suspense>
      ) : null}
      {formMode !== 'hidden' && conversation ? (
        <LazyPart
          key={conversation.comment_max_length}
          load={loadStatementForm}
          loadingLabel={da.participation.formLoading}
          failedText={da.participation.formLoadFailed}
          props={{
            conversationId,
            maxLength: conversation.comment_max_length,
            frozen: formMode === 'frozen',
            strictModeration: conversation.strict_moderation,
          }}
        />
      ) : null}
      {conversation ? (
        <LazyPart
          load={loadMyData}
          loadingLabel={da.participation.myDataLoading}
          failedText={da.participation.myDataLoadFailed}
          props={{ conversationId }}
        />
      ) : null}
    </div>
  );
}

// 'Find emner' under the topics tree (docs/behaviour.md#topicgenerate): the button that asks the
// server to find the conversation's topics, and how the run goes, from the topicGenerate chart.
// On a server without it (upstream Polis) nothing is shown.
import { useSelector } from '@xstate/react';
import * as da from '../../copy/da';
import {
  selectGenerateError,
  selectGeneratePhase,
  selectGenerateReason,
  selectRunSeconds,
  topicGenerateMachine,
} from '../../machines/topics/topicGenerate.machine';
import { useScreenActor } from '../common/useScreenActor';
import { GuardedButton } from '../common/GuardedButton';
import { ConfigSection } from '../common/ConfigSection';

const t = da.topicGenerate;

export function TopicGenerate({
  conversationId,
  hasTopics,
}: {
  conversationId: string;
  /** The tree shows topics: the button finds them again. */
  hasTopics: boolean;
}) {
  const actor = useScreenActor(topicGenerateMachine, { input: { conversationId } });
  const phase = useSelector(actor, selectGeneratePhase);
  const seconds = useSelector(actor, selectRunSeconds);
  const reason = useSelector(actor, selectGenerateReason);
  const error = useSelector(actor, selectGenerateError);
  if (phase === 'unavailable') return null;

  const busy = phase === 'checking' || phase === 'requesting' || phase === 'running';
  return (
    <ConfigSection headingId="topic-generate-title" className="topic-generate" title={t.title}>
      <p>{hasTopics ? t.introAgain : t.intro}</p>
      <GuardedButton
        className={`button ${hasTopics ? 'button--secondary' : 'button--primary'}`}
        inactive={busy}
        onClick={() => actor.send({ type: 'topics.generate' })}
      >
        {hasTopics ? t.generateAgain : t.generate}
      </GuardedButton>
      <div role="status" className="topic-generate__status">
        {phase === 'requesting' ? <p>{t.requesting}</p> : null}
        {phase === 'running' ? (
          <>
            <p className="topic-generate__running">{t.running(seconds)}</p>
            <p className="config-field__help">{t.runningHint}</p>
          </>
        ) : null}
        {phase === 'done' ? <p className="topic-generate__done">{t.done}</p> : null}
      </div>
      {phase === 'refused' || phase === 'failed' ? (
        <div className="alert alert--error" role="alert">
          <p className="alert__text">{phase === 'refused' ? t.refused : t.failed}</p>
          <p className="alert__detail">
            {reason ??
              (error ? (error.reason ?? da.errors.statusLine(error.status, error.statusText)) : '')}
          </p>
        </div>
      ) : null}
    </ConfigSection>
  );
}

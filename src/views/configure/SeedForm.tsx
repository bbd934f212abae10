// The seed statement form (docs/behaviour.md#seedsubmit): a text area of at most the
// conversation's statement limit with the 'n/max tegn' counter, the guidance to write 8–10 statements one at a time, and the
// button 'Tilføj udsagn' → 'Saving...' → 'Udsagn tilføjet!'. The seedSubmit chart does the rest.
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import * as da from '../../copy/da';
import { SEED_WARN_WITHIN } from '../../machines/common/statementText';
import {
  seedSubmitMachine,
  selectCanSendSeed,
  selectSeedError,
  selectSeedMax,
  selectSeedPhase,
  selectSeedText,
} from '../../machines/configure/seedSubmit.machine';
import { useScreenActor } from '../common/useScreenActor';
import { seedErrorText } from './seedErrorText';
import { Form } from '../common/Form';
import { ConfigSection } from '../common/ConfigSection';
import { StatementField } from '../common/StatementField';

const BUTTON_LABEL = {
  idle: da.seed.submit,
  failed: da.seed.submit,
  saving: da.seed.saving,
  succeeded: da.seed.success,
} as const;

export function SeedForm({
  conversationId,
  maxLength,
}: {
  conversationId: string;
  maxLength: number;
}) {
  const seed = useScreenActor(seedSubmitMachine, {
    input: { conversationId, maxLength },
  });
  const max = useSelector(seed, selectSeedMax);
  const phase = useSelector(seed, selectSeedPhase);
  const text = useSelector(seed, selectSeedText);
  const error = useSelector(seed, selectSeedError);
  const canSend = useSelector(seed, selectCanSendSeed);
  const id = useId();

  return (
    <ConfigSection headingId={`${id}-heading`} className="seed-form" title={da.seed.heading}>
      <p id={`${id}-guidance`} className="config-section__intro">
        {da.seed.guidance}
      </p>
      <Form onSubmit={() => seed.send({ type: 'seed.submit' })}>
        <StatementField
          id={id}
          className="field"
          textClassName="seed-form__text"
          label={da.seed.label}
          text={text}
          max={max}
          warnWithin={SEED_WARN_WITHIN}
          counter={da.seed.counter(text.length, max)}
          rows={4}
          readOnly={phase === 'saving'}
          guidanceId={`${id}-guidance`}
          onChange={(value) => seed.send({ type: 'seed.change', text: value })}
        />
        {error ? (
          <p className="alert alert--error seed-form__error" role="alert">
            {seedErrorText(error)}
          </p>
        ) : null}
        <div className="seed-form__actions">
          <button
            type="submit"
            className={
              phase === 'succeeded'
                ? 'button button--primary seed-form__submit seed-form__submit--done'
                : 'button button--primary seed-form__submit'
            }
            aria-disabled={!canSend || undefined}
          >
            {BUTTON_LABEL[phase]}
          </button>
          <span className="visually-hidden" role="status">
            {phase === 'succeeded' ? da.seed.success : ''}
          </span>
        </div>
      </Form>
    </ConfigSection>
  );
}

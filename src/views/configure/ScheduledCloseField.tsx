// 'Lukker automatisk' on the configure screen (docs/behaviour.md#scheduledclose): a date and a time
// (Copenhagen) at which the conversation closes by itself, saved with its own button and removable.
// Renders the scheduledClose chart: the typed values, why they were not sent, the server's refusal
// beside the field, and what is scheduled now.
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import * as da from '../../copy/da';
import { scheduledCloseMachine } from '../../machines/configure/scheduledClose.machine';
import { problemText } from '../common/problemText';
import { useScreenActor } from '../common/useScreenActor';
import './scheduledClose.css';
import { Form } from '../common/Form';
import { SubmitButton } from '../common/SubmitButton';

const copy = da.scheduledClose;
/** The two inputs, each named as its input type, its context field and its event. */
const PARTS = ['date', 'time'] as const;

export function ScheduledCloseField(props: { conversationId: string; closesAt: number | null }) {
  const actor = useScreenActor(scheduledCloseMachine, { input: props });
  const saving = useSelector(actor, (s) => s.matches('saving'));
  const context = useSelector(actor, (s) => s.context);
  const send = actor.send;
  const id = useId();
  const problem = context.typedError
    ? copy[context.typedError]
    : context.serverError
      ? problemText(copy.failed, context.serverError)
      : null;
  const describedBy = `${id}-help ${id}-state${problem ? ` ${id}-error` : ''}`;
  const common = {
    className: 'field__input',
    readOnly: saving,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': describedBy,
  };
  return (
    <Form
      className={`field config-field scheduled-close${problem ? ' config-field--invalid' : ''}`}
      onSubmit={() => !saving && send({ type: 'close.save' })}
    >
      <fieldset className="scheduled-close__fieldset">
        <legend className="field__label">{copy.legend}</legend>
        <p id={`${id}-help`} className="config-field__help">
          {copy.help}
        </p>
        <div className="scheduled-close__inputs">
          {PARTS.map((part) => (
            <label key={part} className="scheduled-close__part">
              <span>{copy[part]}</span>
              <input
                type={part}
                lang="da"
                value={context[part]}
                onChange={(event) => send({ type: `close.${part}`, value: event.target.value })}
                {...common}
              />
            </label>
          ))}
          <SubmitButton
            variant="secondary"
            busy={saving}
            label={copy.save}
            busyLabel={copy.saving}
          />
          {context.closesAt !== null ? (
            <button
              type="button"
              className="button button--secondary"
              aria-disabled={saving || undefined}
              onClick={() => !saving && send({ type: 'close.clear' })}
            >
              {copy.clear}
            </button>
          ) : null}
        </div>
      </fieldset>
      <p id={`${id}-state`} className="config-field__help" role="status">
        {context.done ? `${copy[context.done]} ` : ''}
        {context.closesAt === null ? copy.none : copy.scheduled(context.closesAt)}
      </p>
      {problem ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {problem}
        </p>
      ) : null}
    </Form>
  );
}

// One text setting and one on/off setting of the configure screen: a label, a short help text, the
// control, and — from the settingsSave chart — why its value is not saved (marked with aria-invalid
// and described by the reason) or the conflict with another window. They render the chart's draft
// and send its events; nothing else.
import { useId, type ReactNode } from 'react';
import * as da from '../../copy/da';
import type {
  FieldError,
  TextSetting,
  ToggleSetting,
} from '../../machines/configure/settingsFields';

type Send = (
  event:
    | { type: 'setting.edit'; field: TextSetting; value: string }
    | { type: 'setting.commit'; field: TextSetting }
    | { type: 'setting.toggle'; field: ToggleSetting },
) => void;

const reasonOf = (error: FieldError) =>
  error.kind === 'colour'
    ? da.configure.colourInvalid
    : error.kind === 'statementLimit'
      ? da.configure.statementLimitInvalid
      : error.reason;

/** The reason beside the field; its id goes into the control's aria-describedby. */
function FieldReason({ id, error }: { id: string; error: FieldError | undefined }) {
  return error ? (
    <p id={id} className="field__error config-field__error">
      {reasonOf(error)}
    </p>
  ) : null;
}

/** The setting's label and its help text; the help's id (`${id}-help`) describes the control. */
function SettingLabel({
  id,
  className,
  field,
}: {
  id: string;
  className: string;
  field: TextSetting | ToggleSetting;
}) {
  const copy = da.configure.fields[field];
  return (
    <>
      <label htmlFor={id} className={className}>
        {copy.label}
      </label>
      <p id={`${id}-help`} className="config-field__help">
        {copy.help}
      </p>
    </>
  );
}

export function TextSettingField({
  field,
  value,
  send,
  multiline = false,
  maxLength,
  swatch = false,
  counter = false,
  numeric = false,
  error,
  conflict,
}: {
  field: TextSetting;
  value: string;
  send: Send;
  multiline?: boolean;
  maxLength: number;
  /** Show a sample of the colour beside the field. */
  swatch?: boolean;
  /** Show the length against maxLength. */
  counter?: boolean;
  /** A whole number: a short field with the numeric keyboard on phones. */
  numeric?: boolean;
  error?: FieldError;
  /** The conflict notice, when this field's save met another window's change. */
  conflict?: ReactNode;
}) {
  const id = useId();
  const describedBy = [
    `${id}-help`,
    error ? `${id}-error` : null,
    counter ? `${id}-counter` : null,
  ].filter(Boolean);
  const common = {
    id,
    className: 'field__input',
    value,
    maxLength,
    'aria-describedby': describedBy.join(' '),
    'aria-invalid': error ? true : undefined,
    onChange: (event: { target: { value: string } }) =>
      send({ type: 'setting.edit', field, value: event.target.value }),
    onBlur: () => send({ type: 'setting.commit', field }),
  };
  const showSwatch = !error && value && value !== 'default';
  return (
    <div className={`field config-field${error ? ' config-field--invalid' : ''}`}>
      <SettingLabel id={id} className="field__label" field={field} />
      {multiline ? (
        <textarea rows={5} {...common} />
      ) : swatch ? (
        <div className="config-field__colour">
          <input type="text" spellCheck={false} autoComplete="off" {...common} />
          <span
            className="config-field__swatch"
            aria-hidden="true"
            style={showSwatch ? { background: value } : undefined}
          />
        </div>
      ) : numeric ? (
        <input
          type="text"
          inputMode="numeric"
          autoComplete="off"
          {...common}
          className="field__input config-field__number"
        />
      ) : (
        <input type="text" {...common} />
      )}
      {counter ? (
        <p id={`${id}-counter`} className="field__counter">
          {da.configure.counter(value.length, maxLength)}
        </p>
      ) : null}
      <FieldReason id={`${id}-error`} error={error} />
      {conflict}
    </div>
  );
}

export function ToggleSettingField({
  field,
  checked,
  send,
  error,
  conflict,
  helpExtra,
}: {
  field: ToggleSetting;
  checked: boolean;
  send: Send;
  error?: FieldError;
  conflict?: ReactNode;
  /** After the help text (the link to preview the participants' page). */
  helpExtra?: ReactNode;
}) {
  const id = useId();
  return (
    <div className="config-toggle">
      <input
        id={id}
        type="checkbox"
        className="config-toggle__input"
        checked={checked}
        aria-describedby={[`${id}-help`, error ? `${id}-error` : null].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        onChange={() => send({ type: 'setting.toggle', field })}
      />
      <div>
        <SettingLabel id={id} className="config-toggle__label" field={field} />
        {helpExtra}
        <FieldReason id={`${id}-error`} error={error} />
        {conflict}
      </div>
    </div>
  );
}

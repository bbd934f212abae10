// One text setting and one on/off setting of the configure screen: a label, a short help text and
// the control. They render the settingsSave chart's draft and send its events; nothing else.
import { useId } from 'react';
import * as da from '../../copy/da';
import type { TextSetting, ToggleSetting } from '../../machines/rules/settingsFields';

type Send = (
  event:
    | { type: 'setting.edit'; field: TextSetting; value: string }
    | { type: 'setting.commit'; field: TextSetting }
    | { type: 'setting.toggle'; field: ToggleSetting },
) => void;

export function TextSettingField({
  field,
  value,
  send,
  multiline = false,
  maxLength,
  swatch = false,
}: {
  field: TextSetting;
  value: string;
  send: Send;
  multiline?: boolean;
  maxLength: number;
  /** Show a sample of the colour beside the field. */
  swatch?: boolean;
}) {
  const id = useId();
  const copy = da.configure.fields[field];
  const common = {
    id,
    className: 'field__input',
    value,
    maxLength,
    'aria-describedby': `${id}-help`,
    onChange: (event: { target: { value: string } }) =>
      send({ type: 'setting.edit', field, value: event.target.value }),
    onBlur: () => send({ type: 'setting.commit', field }),
  };
  return (
    <div className="field config-field">
      <label htmlFor={id} className="field__label">
        {copy.label}
      </label>
      <p id={`${id}-help`} className="config-field__help">
        {copy.help}
      </p>
      {multiline ? (
        <textarea rows={5} {...common} />
      ) : swatch ? (
        <div className="config-field__colour">
          <input type="text" spellCheck={false} autoComplete="off" {...common} />
          <span
            className="config-field__swatch"
            aria-hidden="true"
            style={value && value !== 'default' ? { background: value } : undefined}
          />
        </div>
      ) : (
        <input type="text" {...common} />
      )}
    </div>
  );
}

export function ToggleSettingField({
  field,
  checked,
  send,
}: {
  field: ToggleSetting;
  checked: boolean;
  send: Send;
}) {
  const id = useId();
  const copy = da.configure.fields[field];
  return (
    <div className="config-toggle">
      <input
        id={id}
        type="checkbox"
        className="config-toggle__input"
        checked={checked}
        aria-describedby={`${id}-help`}
        onChange={() => send({ type: 'setting.toggle', field })}
      />
      <div>
        <label htmlFor={id} className="config-toggle__label">
          {copy.label}
        </label>
        <p id={`${id}-help`} className="config-field__help">
          {copy.help}
        </p>
      </div>
    </div>
  );
}

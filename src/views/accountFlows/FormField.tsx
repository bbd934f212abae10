// One labelled input with its hint and its error right under it (aria-describedby, role=alert),
// shared by the account-flow forms.
import { useEffect, useRef } from 'react';

export function FormField(props: {
  id: string;
  label: string;
  type: 'email' | 'password' | 'text';
  value: string;
  onChange: (value: string) => void;
  autoComplete: string;
  hint?: string;
  error?: string | null;
  readOnly?: boolean;
  /** Takes the focus when it shows an error, so the next try starts there. */
  focusOnError?: boolean;
}) {
  const ref = useRef<HTMLInputElement>(null);
  const { error, focusOnError = true } = props;
  useEffect(() => {
    if (error && focusOnError) ref.current?.focus();
  }, [error, focusOnError]);
  const describedBy = [props.hint ? `${props.id}-hint` : '', error ? `${props.id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="field">
      <label htmlFor={props.id} className="field__label">
        {props.label}
      </label>
      <input
        ref={ref}
        id={props.id}
        className="field__input"
        type={props.type}
        value={props.value}
        autoComplete={props.autoComplete}
        readOnly={props.readOnly}
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => props.onChange(event.target.value)}
      />
      {props.hint ? (
        <p id={`${props.id}-hint`} className="field__hint">
          {props.hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${props.id}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

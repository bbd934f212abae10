// A statement's text area with its 'n/max tegn' counter: the owner's seed form and the
// participant's own statement. Ids are `${id}-text` and `${id}-counter`; the counter turns amber
// `warnWithin` characters before the limit and red at it (machines/common/statementText.ts).
// `children` go under the counter: a refusal that concerns the text, whose id is `errorId`.
import type { ReactNode } from 'react';
import { counterLevel } from '../../machines/common/statementText';

export function StatementField(props: {
  id: string;
  label: string;
  text: string;
  max: number;
  warnWithin: number;
  /** The counter's words, e.g. '12 af 140 tegn'. */
  counter: string;
  rows: number;
  readOnly: boolean;
  /** The guidance above the field, read before the counter. */
  guidanceId: string;
  /** The refusal under the counter, while one is shown: the text is then marked invalid. */
  errorId?: string | null;
  className: string;
  textClassName: string;
  onChange: (text: string) => void;
  children?: ReactNode;
}) {
  const { id, text, max } = props;
  const level = counterLevel(text.length, max, props.warnWithin);
  return (
    <div className={props.className}>
      <label htmlFor={`${id}-text`} className="field__label">
        {props.label}
      </label>
      <textarea
        id={`${id}-text`}
        className={`field__input ${props.textClassName}`}
        rows={props.rows}
        maxLength={max}
        value={text}
        readOnly={props.readOnly}
        aria-invalid={props.errorId ? true : undefined}
        aria-describedby={[props.guidanceId, `${id}-counter`, props.errorId]
          .filter(Boolean)
          .join(' ')}
        onChange={(event) => props.onChange(event.target.value)}
      />
      <p id={`${id}-counter`} className={`field__counter field__counter--${level}`}>
        {props.counter}
      </p>
      {props.children}
    </div>
  );
}

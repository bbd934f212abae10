// A form's submit button that says what is happening while the request runs. It stays focusable
// and announced while busy (aria-disabled, not disabled), so a keyboard user's focus is not lost.
export function SubmitButton(props: {
  busy: boolean;
  label: string;
  busyLabel: string;
  variant?: 'primary' | 'secondary';
}) {
  return (
    <button
      type="submit"
      className={`button button--${props.variant ?? 'primary'}`}
      aria-disabled={props.busy || undefined}
    >
      {props.busy ? props.busyLabel : props.label}
    </button>
  );
}

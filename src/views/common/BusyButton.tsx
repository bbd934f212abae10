// A button whose action is under way says so ('Opdaterer…', 'Fortryder…'); like SubmitButton it
// stays focusable and announced while busy (aria-disabled, not disabled). What a click while busy
// does is the caller's `onClick`.
export function BusyButton(props: {
  busy: boolean;
  label: string;
  busyLabel: string;
  className: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={props.className}
      aria-disabled={props.busy || undefined}
      onClick={props.onClick}
    >
      {props.busy ? props.busyLabel : props.label}
    </button>
  );
}

// A button that stays focusable and announced while it cannot act (aria-disabled, not disabled), so
// a keyboard user's focus is not lost: while `inactive`, a click does nothing. A busy form's submit
// button is SubmitButton; one whose label says what is under way, BusyButton.
import type { ComponentProps } from 'react';

export function GuardedButton({
  inactive,
  onClick,
  ...props
}: Omit<ComponentProps<'button'>, 'type' | 'onClick' | 'aria-disabled'> & {
  inactive: boolean;
  onClick: () => void;
}) {
  return (
    <button
      {...props}
      type="button"
      aria-disabled={inactive || undefined}
      onClick={() => {
        if (!inactive) onClick();
      }}
    />
  );
}

// Every form of ours: the browser neither validates it (the chart's rules say what is wrong, in
// Danish, beside the field) nor submits it (no page load); submitting only calls `onSubmit`, which
// hands the chart its event.
import type { FormHTMLAttributes } from 'react';

type FormProps = Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate'> & {
  onSubmit: () => void;
};

export function Form({ onSubmit, ...props }: FormProps) {
  return (
    <form
      {...props}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    />
  );
}

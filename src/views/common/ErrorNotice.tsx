// A failed load: the message, and a retry button when the chart offers one.
import type { ReactNode } from 'react';

export function ErrorNotice({
  children,
  retryLabel,
  onRetry,
}: {
  children: ReactNode;
  retryLabel?: string;
  onRetry?: () => void;
}) {
  return (
    <div className="alert alert--error" role="alert">
      <p className="alert__text">{children}</p>
      {onRetry && retryLabel ? (
        <button type="button" className="button button--secondary" onClick={onRetry}>
          {retryLabel}
        </button>
      ) : null}
    </div>
  );
}

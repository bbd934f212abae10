// The screen shown instead of a page that could not load or render: Danish words and a button that
// reloads the page. The error's own (English, technical) message is never shown.
import * as da from '../../copy/da';
import { isChunkLoadError } from './chunkError';

export function LoadFailure({ error, children }: { error: unknown; children?: React.ReactNode }) {
  const chunk = isChunkLoadError(error);
  return (
    <div className="page page--centered notice" role="alert">
      <h1 className="notice__title">{chunk ? da.routeError.chunkTitle : da.routeError.title}</h1>
      <p>{chunk ? da.routeError.chunkBody : da.routeError.body}</p>
      <p className="notice__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => window.location.reload()}
        >
          {da.routeError.reload}
        </button>
        {children}
      </p>
    </div>
  );
}

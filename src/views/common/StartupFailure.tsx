// Shown when /config.json cannot be loaded: without it there is no API or identity provider.
import * as da from '../../copy/da';

export function StartupFailure({ detail }: { detail: string }) {
  return (
    <main className="page page--narrow page--centered">
      <div className="alert alert--error" role="alert">
        <h1 className="notice__title">{da.app.startupFailedTitle}</h1>
        <p className="alert__text">{da.app.startupFailedBody}</p>
        <p className="alert__detail">{detail}</p>
        <a className="button button--secondary" href="/">
          {da.app.reload}
        </a>
      </div>
    </main>
  );
}

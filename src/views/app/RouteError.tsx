// The route table's error element: a screen that failed to load (a stale lazy chunk after a new
// deployment, typically) or threw while rendering.
import { Link, useRouteError } from 'react-router-dom';
import * as da from '../../copy/da';

export function RouteError() {
  const error = useRouteError();
  const detail = error instanceof Error ? error.message : '';
  return (
    <div className="page page--centered notice">
      <h1 className="notice__title">{da.routeError.title}</h1>
      <p>{da.routeError.body}</p>
      {detail ? <p className="alert__detail">{detail}</p> : null}
      <p className="notice__actions">
        <a className="button button--primary" href={window.location.href}>
          {da.app.reload}
        </a>
        <Link className="button button--ghost" to="/home">
          {da.notFound.home}
        </Link>
      </p>
    </div>
  );
}

// The route table's error element: a screen that failed to load (a stale lazy chunk after a new
// deployment, or the server is down) or threw while rendering. Danish words, a reload button.
import { Link, useRouteError } from 'react-router-dom';
import * as da from '../../copy/da';
import { LoadFailure } from '../common/LoadFailure';

export function RouteError() {
  const error = useRouteError();
  return (
    <LoadFailure error={error}>
      <Link className="button button--ghost" to="/home">
        {da.notFound.home}
      </Link>
    </LoadFailure>
  );
}

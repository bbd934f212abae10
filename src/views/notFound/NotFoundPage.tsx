// Any path the route table does not know.
import { Link } from 'react-router-dom';
import * as da from '../../copy/da';

export function NotFoundPage() {
  return (
    <div className="page page--centered notice">
      <p className="notice__code" aria-hidden="true">
        404
      </p>
      <h1 className="notice__title">{da.notFound.title}</h1>
      <p>{da.notFound.body}</p>
      <Link to="/home" className="button button--primary">
        {da.notFound.home}
      </Link>
    </div>
  );
}

// A Danish 'not found' for the public pages: an unknown address, conversation or report.
import * as da from '../../copy/da';
import './publicNotFound.css';

export function PublicNotFound({ title, body }: { title: string; body: string }) {
  return (
    <div className="page page--centered notice public-not-found">
      <p className="notice__code" aria-hidden="true">
        404
      </p>
      <h1 className="notice__title">{title}</h1>
      <p>{body}</p>
      <a href="/home" className="button button--secondary">
        {da.notFound.home}
      </a>
    </div>
  );
}

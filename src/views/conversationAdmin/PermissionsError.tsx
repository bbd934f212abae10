// The permissions-error view (docs/behaviour.md#conversationadmin): shown instead of every admin
// screen when the signed-in user is neither owner nor moderator of the conversation, or the server
// said 403.
import { Link } from 'react-router-dom';
import * as da from '../../copy/da';
import { GuardedButton } from '../common/GuardedButton';

export function PermissionsError({
  onRetry,
  isRetrying,
}: {
  onRetry: () => void;
  isRetrying: boolean;
}) {
  return (
    <section className="notice admin-denied" aria-labelledby="admin-denied-title">
      <h1 id="admin-denied-title" className="notice__title">
        {da.adminArea.deniedTitle}
      </h1>
      <p role="alert">{da.adminArea.deniedBody}</p>
      <div className="notice__actions">
        <GuardedButton className="button button--secondary" inactive={isRetrying} onClick={onRetry}>
          {da.adminArea.deniedRetry}
        </GuardedButton>
        <Link to="/" className="button button--ghost">
          {da.adminArea.deniedBack}
        </Link>
      </div>
    </section>
  );
}

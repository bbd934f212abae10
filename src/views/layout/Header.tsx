// The site header (SPEC §1): signed out, the logo links to /home with a 'Log ind' link beside it;
// signed in, the product name links to / with 'Log ud'. While the session is still loading the
// link is left out rather than flashing the wrong one.
import { Link } from 'react-router-dom';
import * as da from '../../copy/da';
import { selectIsAuthReady, selectIsSignedIn } from '../../machines/auth.machine';
import { AuthContext } from '../app/actorContexts';
import { useAppConfig } from '../app/configContext';
import { Logo } from '../common/Logo';

export function Header() {
  const { productName } = useAppConfig();
  const isReady = AuthContext.useSelector(selectIsAuthReady);
  const isSignedIn = AuthContext.useSelector(selectIsSignedIn);

  return (
    <header className="site-header">
      <div className="site-header__inner">
        {isSignedIn ? (
          <Link to="/" className="site-header__brand">
            <Logo size={32} />
            <span className="site-header__name">{productName}</span>
          </Link>
        ) : (
          <Link
            to="/home"
            className="site-header__brand"
            aria-label={da.header.homeLinkLabel(productName)}
          >
            <Logo size={32} />
            <span className="site-header__name" aria-hidden="true">
              {productName}
            </span>
          </Link>
        )}
        <nav className="site-header__nav" aria-label={da.header.mainNavigation}>
          {isSignedIn ? (
            <Link to="/signout" className="site-header__link">
              {da.header.signOut}
            </Link>
          ) : isReady ? (
            <Link to="/signin" className="button button--primary button--small">
              {da.header.signIn}
            </Link>
          ) : null}
        </nav>
      </div>
    </header>
  );
}

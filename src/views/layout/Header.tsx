// The site header (docs/behaviour.md#layout): signed out, the logo links to /home with a 'Log ind'
// link beside it; signed in, the product name links to / with 'Log ud'. While the session is still
// loading the link is left out rather than flashing the wrong one.
import { AppLink } from '../app/navigationContext';
import * as da from '../../copy/da';
import { selectIsAuthReady, selectIsSignedIn } from '../../machines/app/auth.selectors';
import { AuthContext } from '../app/actorContexts';
import { useAppConfig } from '../common/configContext';
import { Logo } from '../common/Logo';

export function Header() {
  const { productName } = useAppConfig();
  const isReady = AuthContext.useSelector(selectIsAuthReady);
  const isSignedIn = AuthContext.useSelector(selectIsSignedIn);

  return (
    <header className="site-header">
      <div className="site-header__inner">
        {isSignedIn ? (
          <AppLink to="/" className="site-header__brand">
            <Logo size={32} />
            <span className="site-header__name">{productName}</span>
          </AppLink>
        ) : (
          <AppLink
            to="/home"
            className="site-header__brand"
            aria-label={da.header.homeLinkLabel(productName)}
          >
            <Logo size={32} />
            <span className="site-header__name" aria-hidden="true">
              {productName}
            </span>
          </AppLink>
        )}
        <nav className="site-header__nav" aria-label={da.header.mainNavigation}>
          {isSignedIn ? (
            <AppLink to="/signout" className="site-header__link">
              {da.header.signOut}
            </AppLink>
          ) : isReady ? (
            <AppLink to="/signin" className="button button--primary button--small">
              {da.header.signIn}
            </AppLink>
          ) : null}
        </nav>
      </div>
    </header>
  );
}

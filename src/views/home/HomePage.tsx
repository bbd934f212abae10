// /home: the public landing page (docs/behaviour.md#home): logo, description, how it works, media
// coverage.
import { AppLink } from '../app/navigationContext';
import * as da from '../../copy/da';
import { selectIsSignedIn } from '../../machines/app/auth.selectors';
import { AuthContext } from '../app/actorContexts';
import { useAppConfig } from '../common/configContext';
import { Logo } from '../common/Logo';

export function HomePage() {
  const { productName, mediaLinks } = useAppConfig();
  const isSignedIn = AuthContext.useSelector(selectIsSignedIn);

  return (
    <div className="page home">
      <section className="home__hero" aria-labelledby="home-title">
        <Logo size={96} className="home__logo" />
        <h1 id="home-title" className="home__title">
          {productName}
        </h1>
        <p className="home__tagline">{da.home.tagline}</p>
        {isSignedIn ? null : (
          <aside className="home__participant card" aria-labelledby="participant-title">
            <h2 id="participant-title" className="home__participant-title">
              {da.home.participantTitle}
            </h2>
            <p>{da.home.participantBody}</p>
          </aside>
        )}
        <p className="lead">{da.home.description}</p>
        <p className="lead">{da.home.audience}</p>
        <p>
          <AppLink
            to={isSignedIn ? '/' : '/signin'}
            className="button button--primary button--large"
          >
            {isSignedIn ? da.home.ctaSignedIn : da.home.ctaSignedOut}
          </AppLink>
        </p>
      </section>

      <section className="home__section" aria-labelledby="how-title">
        <h2 id="how-title">{da.home.howItWorksTitle}</h2>
        <ol className="steps">
          {da.home.steps.map((step, index) => (
            <li key={step.title} className="steps__item card">
              <span className="steps__number" aria-hidden="true">
                {index + 1}
              </span>
              <div>
                <h3 className="steps__title">{step.title}</h3>
                <p className="steps__body">{step.body}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      {mediaLinks.length > 0 ? (
        <section className="home__section" aria-labelledby="media-title">
          <h2 id="media-title">{da.home.mediaTitle}</h2>
          <ul className="media-links">
            {mediaLinks.map((link) => (
              <li key={link.url}>
                <a href={link.url} target="_blank" rel="noopener noreferrer">
                  {link.title}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

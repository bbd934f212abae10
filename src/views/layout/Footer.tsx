// The footer credits the developers of the underlying model and the site owner
// (docs/behaviour.md#layout).
import { AppLink } from '../app/navigationContext';
import * as da from '../../copy/da';
import { useAppConfig } from '../common/configContext';

const POLIS_URL = 'https://compdemocracy.org/';

export function Footer() {
  const { siteOwner } = useAppConfig();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <p className="site-footer__credit">
          {da.footer.creditPrefix}
          <a href={POLIS_URL} target="_blank" rel="noopener noreferrer">
            {da.footer.creditLink}
          </a>
          {da.footer.creditSuffix}
        </p>
        {siteOwner ? <p className="site-footer__owner">{da.footer.ownerLine(siteOwner)}</p> : null}
        <ul className="site-footer__links">
          <li>
            <AppLink to="/tos">{da.footer.terms}</AppLink>
          </li>
          <li>
            <AppLink to="/privacy">{da.footer.privacy}</AppLink>
          </li>
        </ul>
      </div>
    </footer>
  );
}

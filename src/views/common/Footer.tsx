// The footer of both apps (docs/behaviour.md#layout): the credit to the developers of the
// underlying model, the site owner, and the terms and privacy pages. The participant app opens it
// with its own promise (`notice`: no name, no e-mail) and links with plain anchors; the admin links
// with AppLink.
import type { ComponentType, ReactNode } from 'react';
import * as da from '../../copy/da';
import { useAppConfig } from './configContext';

const POLIS_URL = 'https://compdemocracy.org/';

type FooterLink = ComponentType<{ to: string; children: ReactNode }>;

const PlainLink: FooterLink = ({ to, children }) => <a href={to}>{children}</a>;

export function Footer({
  notice,
  className,
  Link = PlainLink,
}: {
  /** A first line of the footer's own. */
  notice?: ReactNode;
  className?: string;
  Link?: FooterLink;
}) {
  const { siteOwner } = useAppConfig();
  return (
    <footer className={className ? `site-footer ${className}` : 'site-footer'}>
      <div className="site-footer__inner">
        {notice ? <p className="site-footer__owner">{notice}</p> : null}
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
            <Link to="/tos">{da.footer.terms}</Link>
          </li>
          <li>
            <Link to="/privacy">{da.footer.privacy}</Link>
          </li>
        </ul>
      </div>
    </footer>
  );
}

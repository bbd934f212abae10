// The admin area's sidebar (docs/behaviour.md#conversationadmin): docked beside the screen from 800
// px, a drawer below that, opened and closed by a button (aria-expanded) and closed again by Escape
// or by following a link. Whether the drawer is open is presentation, not business state, so it
// lives here.
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { NavLink } from 'react-router-dom';
import type { Conversation } from '../../../contract/types';
import * as da from '../../copy/da';
import { conversationStatus } from '../../machines/common/conversationStatus';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? 'admin-nav__link admin-nav__link--active' : 'admin-nav__link';

export function AdminNav({
  conversationId,
  metadata,
}: {
  conversationId: string;
  /** Shown as the sidebar's title once the metadata is loaded and the user may see it. */
  metadata: Conversation | null;
}) {
  const [isOpen, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const navId = useId();
  const base = `/m/${encodeURIComponent(conversationId)}`;
  const links = [
    { to: base, label: da.adminArea.links.configure, end: true },
    { to: `${base}/share`, label: da.adminArea.links.share },
    {
      to: `${base}/comments`,
      label: da.adminArea.links.moderate,
      // Statements waiting when the conversation was read (moderators only; upstream: none).
      badge: metadata?.waiting_count
        ? da.conversationCards.moderateWaiting(metadata.waiting_count)
        : null,
    },
    { to: `${base}/stats`, label: da.adminArea.links.monitor },
    { to: `${base}/reports`, label: da.adminArea.links.report },
    { to: `${base}/topics`, label: da.adminArea.links.topics },
    { to: `${base}/moderators`, label: da.moderators.navLink },
  ];
  const close = () => setOpen(false);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && isOpen) {
      event.stopPropagation();
      close();
      toggle.current?.focus();
    }
  };

  return (
    <div
      className={isOpen ? 'admin-nav wrap-row admin-nav--open' : 'admin-nav wrap-row'}
      onKeyDown={onKeyDown}
    >
      <button
        ref={toggle}
        type="button"
        className="admin-nav__toggle button button--secondary"
        aria-expanded={isOpen}
        aria-controls={navId}
        onClick={() => setOpen((open) => !open)}
      >
        <span className="admin-nav__burger" aria-hidden="true" />
        {isOpen ? da.adminArea.menuClose : da.adminArea.menuOpen}
      </button>
      {metadata && !isOpen ? (
        // Small screens: which conversation this is, while the drawer (with its title) is shut.
        <span className="admin-nav__current" aria-hidden="true">
          {metadata.topic || da.conversationAdmin.untitled}
        </span>
      ) : null}
      <nav id={navId} className="admin-nav__panel" aria-label={da.adminArea.navLabel}>
        {metadata ? (
          <p className="admin-nav__title wrap-row">
            <span className="admin-nav__topic">
              {metadata.topic || da.conversationAdmin.untitled}
            </span>
            <span className={conversationStatus(metadata) === 'open' ? 'tag tag--positive' : 'tag'}>
              {da.conversationCards.status[conversationStatus(metadata)]}
            </span>
          </p>
        ) : null}
        <ul className="admin-nav__list">
          <li>
            <NavLink to="/" end className={linkClass} onClick={close}>
              {da.adminArea.links.conversations}
            </NavLink>
          </li>
          {links.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.end} className={linkClass} onClick={close}>
                {link.label}
                {'badge' in link && link.badge ? (
                  <span className="admin-nav__badge">
                    <span className="visually-hidden">, </span>
                    {link.badge}
                  </span>
                ) : null}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

// The signed-in sidebar (docs/behaviour.md#layout): 'Samtaler', the conversations of others, and
// the account.
import { Link, useLocation } from 'react-router-dom';
import * as da from '../../copy/da';
import { selectFirstName } from '../../machines/account/account.machine';
import { AccountContext } from '../app/actorContexts';

function SidebarLink({
  to,
  current,
  children,
}: {
  to: string;
  current: boolean;
  children: React.ReactNode;
}) {
  return (
    <Link
      to={to}
      className={current ? 'sidebar__link sidebar__link--active' : 'sidebar__link'}
      aria-current={current ? 'page' : undefined}
    >
      {children}
    </Link>
  );
}

export function Sidebar() {
  const { pathname } = useLocation();
  const firstName = AccountContext.useSelector(selectFirstName);
  return (
    <nav className="sidebar" aria-label={da.sidebar.label}>
      <ul className="sidebar__list">
        <li>
          {/* / and /conversations are the same list. */}
          <SidebarLink to="/" current={pathname === '/' || pathname === '/conversations'}>
            {da.sidebar.conversations}
          </SidebarLink>
        </li>
        <li>
          <SidebarLink
            to="/archived-conversations"
            current={pathname === '/archived-conversations'}
          >
            {da.sidebar.archivedConversations}
          </SidebarLink>
        </li>
        <li>
          <SidebarLink to="/other-conversations" current={pathname === '/other-conversations'}>
            {da.sidebar.otherConversations}
          </SidebarLink>
        </li>
        <li>
          <SidebarLink to="/account" current={pathname === '/account'}>
            {da.sidebar.account}
            {firstName ? <span className="sidebar__hint"> · {firstName}</span> : null}
          </SidebarLink>
        </li>
      </ul>
    </nav>
  );
}

// /m/{conversation_id}/topics/*: the topic moderation screens (docs/behaviour.md#topics):
// heading, the tabs 'Topics Tree' (index), 'Proximity Map' and 'Statistics', and the tab's screen.
// The topic-comments screen (/topic/{key}) renders here too, under the same heading.
import { NavLink, Outlet } from 'react-router-dom';
import * as da from '../../copy/da';
import './topics.css';
import { useAdminConversation } from '../conversationAdmin';
import { topicsBase } from './topicText';
import { PageHeader } from '../common/PageHeader';

const t = da.topics;

export function TopicsLayout() {
  const { conversationId } = useAdminConversation();
  const base = topicsBase(conversationId);
  const tabClass = ({ isActive }: { isActive: boolean }) =>
    isActive ? 'topics-tabs__link topics-tabs__link--active' : 'topics-tabs__link';
  return (
    <div className="topics">
      <PageHeader title={t.heading} lead={t.intro} />
      <nav className="topics-tabs" aria-label={t.tabsLabel}>
        <NavLink to={base} end className={tabClass}>
          {t.tabs.tree}
        </NavLink>
        <NavLink to={`${base}/proximity`} className={tabClass}>
          {t.tabs.proximity}
        </NavLink>
        <NavLink to={`${base}/stats`} className={tabClass}>
          {t.tabs.stats}
        </NavLink>
      </nav>
      <Outlet />
    </div>
  );
}

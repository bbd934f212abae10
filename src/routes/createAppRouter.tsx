// The route table (docs/behaviour.md). The first page a visitor sees (/home, /signin) is in the
// main chunk; everything behind sign-in, and the long text pages, load on demand (react-router
// `lazy`), so the first page stays small (docs/architecture.md#budgets: 100 KB gzipped).
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import * as da from '../copy/da';
import { RouteError } from '../views/app/RouteError';
import { Spinner } from '../views/common/Spinner';
import { HomePage } from '../views/home/HomePage';
import { NotFoundPage } from '../views/notFound/NotFoundPage';

import { SignOutPage } from '../views/signout/SignOutPage';
import { RequireAuth } from './RequireAuth';
import { RootLayout } from './RootLayout';
import { SignInRoute } from './SignInRoute';
import { SignedInLayout } from './SignedInLayout';

export const appRoutes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    // Shown while the first lazy route of a cold start is fetched.
    hydrateFallbackElement: <Spinner label={da.spinner.loading} />,
    children: [
      {
        // Pathless: a failing screen renders inside the layout, header and footer kept.
        errorElement: <RouteError />,
        children: [
          { path: 'home', element: <HomePage /> },
          { path: 'signin', element: <SignInRoute /> },
          { path: 'signout', element: <SignOutPage /> },
          {
            // The account flows reached from an e-mail or the sign-in page: no sign-in needed.
            path: 'account/password',
            lazy: () =>
              import('./AccountPasswordRoute').then((m) => ({ Component: m.AccountPasswordRoute })),
          },
          {
            path: 'account/signup',
            lazy: () =>
              import('../views/accountFlows/SignupPage').then((m) => ({ Component: m.SignupPage })),
          },
          {
            path: 'account/forgot',
            lazy: () =>
              import('../views/accountFlows/ForgotPasswordPage').then((m) => ({
                Component: m.ForgotPasswordPage,
              })),
          },
          {
            path: 'tos',
            lazy: () =>
              import('../views/terms/TermsPage').then((m) => ({ Component: m.TermsPage })),
          },
          {
            path: 'privacy',
            lazy: () =>
              import('../views/privacy/PrivacyPage').then((m) => ({ Component: m.PrivacyPage })),
          },
          {
            element: <RequireAuth />,
            children: [
              {
                element: <SignedInLayout />,
                children: [
                  {
                    index: true,
                    lazy: () =>
                      import('../views/conversationList/ConversationListPage').then((m) => ({
                        Component: m.MyConversationsPage,
                      })),
                  },
                  {
                    path: 'conversations',
                    lazy: () =>
                      import('../views/conversationList/ConversationListPage').then((m) => ({
                        Component: m.MyConversationsPage,
                      })),
                  },
                  {
                    path: 'archived-conversations',
                    lazy: () =>
                      import('../views/conversationList/ConversationListPage').then((m) => ({
                        Component: m.ArchivedConversationsPage,
                      })),
                  },
                  {
                    path: 'other-conversations',
                    lazy: () =>
                      import('../views/conversationList/ConversationListPage').then((m) => ({
                        Component: m.OtherConversationsPage,
                      })),
                  },
                  {
                    path: 'account',
                    lazy: () =>
                      import('../views/account/AccountPage').then((m) => ({
                        Component: m.AccountPage,
                      })),
                  },
                ],
              },
              {
                // The conversation admin area (docs/behaviour.md#conversationadmin): a layout with
                // the sidebar and the permission check; each screen is a child route, loaded on
                // demand.
                path: 'm/:conversationId',
                lazy: () =>
                  import('../views/conversationAdmin/ConversationAdminPage').then((m) => ({
                    Component: m.ConversationAdminPage,
                  })),
                children: [
                  {
                    index: true,
                    lazy: () =>
                      import('../views/configure/ConfigurePage').then((m) => ({
                        Component: m.ConfigurePage,
                      })),
                  },
                  {
                    path: 'moderators',
                    lazy: () =>
                      import('../views/moderators/ModeratorsPage').then((m) => ({
                        Component: m.ModeratorsPage,
                      })),
                  },
                  {
                    path: 'share',
                    lazy: () =>
                      import('../views/share/SharePage').then((m) => ({
                        Component: m.SharePage,
                      })),
                  },
                  {
                    // The moderation log (owner only), linked from 'Moderér'; not a tab of it:
                    // it has its own chart and none of the lists' search, filters or polling.
                    path: 'comments/log',
                    lazy: () =>
                      import('../views/moderation/ModerationLogPage').then((m) => ({
                        Component: m.ModerationLogPage,
                      })),
                  },
                  {
                    // Moderation: the chart lives in the screen, the tabs are its child routes.
                    path: 'comments',
                    lazy: () =>
                      import('../views/moderation/ModerationPage').then((m) => ({
                        Component: m.ModerationPage,
                      })),
                    children: [
                      {
                        index: true,
                        lazy: () =>
                          import('../views/moderation/ModerationPage').then((m) => ({
                            Component: m.PendingTab,
                          })),
                      },
                      {
                        path: 'accepted',
                        lazy: () =>
                          import('../views/moderation/ModerationPage').then((m) => ({
                            Component: m.AcceptedTab,
                          })),
                      },
                      {
                        path: 'rejected',
                        lazy: () =>
                          import('../views/moderation/ModerationPage').then((m) => ({
                            Component: m.RejectedTab,
                          })),
                      },
                    ],
                  },
                  {
                    path: 'reports',
                    lazy: () =>
                      import('../views/reports/ReportsPage').then((m) => ({
                        Component: m.ReportsPage,
                      })),
                  },
                  {
                    // A report version's written text (docs/behaviour.md#reporttext).
                    path: 'reports/:reportId',
                    lazy: () =>
                      import('../views/reportText/ReportTextPage').then((m) => ({
                        Component: m.ReportTextPage,
                      })),
                  },
                  {
                    // Lazy with its charts (@nivo/line): not in the first page's JavaScript.
                    path: 'stats',
                    lazy: () =>
                      import('../views/monitoring/MonitoringPage').then((m) => ({
                        Component: m.MonitoringPage,
                      })),
                  },
                  {
                    // Topic moderation: heading and tabs, the tab's screen inside. The map brings
                    // @nivo/scatterplot, so every tab is its own lazy chunk.
                    path: 'topics',
                    lazy: () =>
                      import('../views/topics/TopicsLayout').then((m) => ({
                        Component: m.TopicsLayout,
                      })),
                    children: [
                      {
                        index: true,
                        lazy: () =>
                          import('../views/topics/TopicTreePage').then((m) => ({
                            Component: m.TopicTreePage,
                          })),
                      },
                      {
                        path: 'proximity',
                        lazy: () =>
                          import('../views/topics/TopicProximityPage').then((m) => ({
                            Component: m.TopicProximityPage,
                          })),
                      },
                      {
                        path: 'stats',
                        lazy: () =>
                          import('../views/topics/TopicStatsPage').then((m) => ({
                            Component: m.TopicStatsPage,
                          })),
                      },
                      {
                        path: 'topic/:topicKey',
                        lazy: () =>
                          import('../views/topics/TopicCommentsPage').then((m) => ({
                            Component: m.TopicCommentsPage,
                          })),
                      },
                    ],
                  },
                  // An unknown admin path keeps the sidebar.
                  { path: '*', element: <NotFoundPage /> },
                ],
              },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/** The browser's router for the app (tests use createMemoryRouter(appRoutes, …) instead). */
export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}

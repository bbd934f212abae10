// The route table (SPEC §2). The first page a visitor sees (/home, /signin) is in the main chunk;
// everything behind sign-in, and the long text pages, load on demand (react-router `lazy`), so the
// first page stays small (DESIGN budget: 100 KB gzipped).
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { da } from '../copy/da';
import { RouteError } from '../views/app/RouteError';
import { Spinner } from '../views/common/Spinner';
import { HomePage } from '../views/home/HomePage';
import { NotFoundPage } from '../views/notFound/NotFoundPage';
import { SignInPage } from '../views/signin/SignInPage';
import { SignOutPage } from '../views/signout/SignOutPage';
import { RequireAuth } from './RequireAuth';
import { RootLayout } from './RootLayout';
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
          { path: 'signin', element: <SignInPage /> },
          { path: 'signout', element: <SignOutPage /> },
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
                      import('../views/conversations/ConversationListPage').then((m) => ({
                        Component: m.MyConversationsPage,
                      })),
                  },
                  {
                    path: 'conversations',
                    lazy: () =>
                      import('../views/conversations/ConversationListPage').then((m) => ({
                        Component: m.MyConversationsPage,
                      })),
                  },
                  {
                    path: 'other-conversations',
                    lazy: () =>
                      import('../views/conversations/ConversationListPage').then((m) => ({
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
                path: 'm/:conversationId/*',
                lazy: () =>
                  import('../views/conversationAdmin/ConversationAdminPage').then((m) => ({
                    Component: m.ConversationAdminPage,
                  })),
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

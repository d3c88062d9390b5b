import { Navigate, type RouteObject } from 'react-router';
import { FullPageSpinner } from '@/components/ui/spinner';
import { withCatalogs } from '@/lib/i18n/route-catalogs';
import { GuestOnly } from './guards/guest-only';
import { RequireAuth } from './guards/require-auth';
import { RequireOnboarding } from './guards/require-onboarding';
import { AuthLayout } from './layouts/auth-layout';
import { RootLayout } from './layouts/root-layout';
import { prefetchMe, prefetchPosts } from './route-data';
import { ErrorScreen } from './routes/error-screen';

/**
 * Every page of the app. The browser's router (browser-router.ts) and the build's prerender of /login and /signup
 * (prerender.tsx) use the same routes. A Hindi reader's screen waits for its catalogues (lib/i18n/route-catalogs.ts).
 */
export const routes: RouteObject[] = withCatalogs([
  {
    id: 'root',
    Component: RootLayout,
    errorElement: <ErrorScreen />,
    hydrateFallbackElement: <FullPageSpinner />,
    children: [
      {
        Component: GuestOnly,
        children: [
          {
            Component: AuthLayout,
            children: [
              { path: 'login', lazy: () => import('./routes/login') },
              { path: 'signup', lazy: () => import('./routes/signup') },
              { path: 'forget-password', lazy: () => import('./routes/forget-password') },
            ],
          },
        ],
      },
      {
        Component: RequireAuth,
        loader: prefetchMe,
        children: [
          { path: 'onboarding', lazy: () => import('./routes/onboarding') },
          {
            Component: RequireOnboarding,
            children: [
              {
                // Its menu and drawer code loads only once a member is inside, not on the login page.
                lazy: { Component: async () => (await import('./layouts/home-layout')).HomeLayout },
                children: [
                  { index: true, lazy: () => import('./routes/home') },
                  { path: 'posts', loader: prefetchPosts, lazy: () => import('./routes/posts') },
                  { path: 'posts/:id', lazy: () => import('./routes/post') },
                  { path: 'community', lazy: () => import('./routes/community') },
                  { path: 'community/seekers', lazy: () => import('./routes/community-seekers') },
                  { path: 'community/helpers', lazy: () => import('./routes/community-helpers') },
                  // Family co-managers need no marriage profile of their own: outside the matrimonial gate.
                  { path: 'matrimonial/family', lazy: () => import('./routes/matrimonial-family') },
                  { path: 'matrimonial/family/:ownerId', lazy: () => import('./routes/matrimonial-managing') },
                  {
                    path: 'matrimonial/family/:ownerId/profile',
                    lazy: () => import('./routes/matrimonial-managed-profile'),
                  },
                  {
                    path: 'matrimonial/family/:ownerId/chat/:memberId',
                    lazy: () => import('./routes/matrimonial-managed-chat'),
                  },
                  {
                    // Every matrimonial page needs a marriage profile; without one, a blocking dialog.
                    lazy: {
                      Component: async () =>
                        (await import('./guards/require-matrimonial-profile')).RequireMatrimonialProfile,
                    },
                    children: [
                      { path: 'matrimonial', lazy: () => import('./routes/matrimonial') },
                      { path: 'matrimonial/search', lazy: () => import('./routes/matrimonial-search') },
                      { path: 'matrimonial/search/profile', lazy: () => import('./routes/matrimonial-profile') },
                      { path: 'matrimonial/profile/:id', lazy: () => import('./routes/matrimonial-profile') },
                      { path: 'matrimonial/interest', lazy: () => import('./routes/matrimonial-interests') },
                      {
                        path: 'matrimonial/sent-interests',
                        lazy: () => import('./routes/matrimonial-sent-interests'),
                      },
                      { path: 'matrimonial/saved', lazy: () => import('./routes/matrimonial-saved') },
                      { path: 'matrimonial/viewed-me', lazy: () => import('./routes/matrimonial-viewed-me') },
                    ],
                  },
                  {
                    path: 'chat',
                    lazy: () => import('./routes/chat'),
                    children: [
                      { index: true, lazy: () => import('./routes/chat-index') },
                      { path: 'new/:userId', lazy: () => import('./routes/chat-new') },
                      { path: ':chatId', lazy: () => import('./routes/chat-conversation') },
                    ],
                  },
                  { path: 'profile', lazy: () => import('./routes/profile') },
                  { path: 'profile/:id', lazy: () => import('./routes/member-profile') },
                  { path: 'settings', lazy: () => import('./routes/settings') },
                ],
              },
            ],
          },
        ],
      },
      {
        // The moderation console: its code loads only for moderators and admins; anyone else gets the 404 page.
        path: 'admin',
        lazy: { Component: async () => (await import('./guards/require-staff')).RequireStaff },
        children: [
          {
            lazy: { Component: async () => (await import('./layouts/home-layout')).HomeLayout },
            children: [{ index: true, lazy: () => import('./routes/admin') }],
          },
        ],
      },
      {
        // Public: anyone may file a grievance or follow one, logged in or not.
        lazy: { Component: async () => (await import('./layouts/public-layout')).PublicLayout },
        children: [
          { path: 'grievance', lazy: () => import('./routes/grievance') },
          { path: 'grievance/:ticket', lazy: () => import('./routes/grievance-status') },
        ],
      },
      { path: 'terms', lazy: () => import('./routes/terms') },
      { path: 'privacy', lazy: () => import('./routes/privacy') },
      { path: 'social', element: <Navigate to="/posts" replace /> },
      { path: 'matches', element: <Navigate to="/matrimonial" replace /> },
      { path: '404', lazy: () => import('./routes/not-found') },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
]);

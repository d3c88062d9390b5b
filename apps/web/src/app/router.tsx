import { Navigate, createBrowserRouter } from 'react-router';
import { FullPageSpinner } from '@/components/ui/spinner';
import { GuestOnly } from './guards/guest-only';
import { RequireAuth } from './guards/require-auth';
import { RequireOnboarding } from './guards/require-onboarding';
import { AuthLayout } from './layouts/auth-layout';
import { RootLayout } from './layouts/root-layout';
import { ErrorScreen } from './routes/error-screen';

/** Placeholder pages share one small chunk; later issues swap each for its real route module. */
const placeholder = (title: string, description: string) => async () => {
  const { comingSoonRoute } = await import('./routes/coming-soon');
  return comingSoonRoute({ title, description });
};

export const router = createBrowserRouter([
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
                  {
                    path: 'posts',
                    lazy: placeholder(
                      'Posts',
                      'Share news, photos and links with the community, and like and comment on posts.',
                    ),
                  },
                  {
                    path: 'community',
                    lazy: placeholder(
                      'Community',
                      'Find members who can help you, and members you can help, near you.',
                    ),
                  },
                  {
                    path: 'community/seekers',
                    lazy: placeholder(
                      'Seekers',
                      'Members looking for help, filtered by what they need and where they live.',
                    ),
                  },
                  {
                    path: 'community/helpers',
                    lazy: placeholder(
                      'Helpers',
                      'Members offering help, filtered by what they offer and where they live.',
                    ),
                  },
                  {
                    path: 'matrimonial',
                    lazy: placeholder('Matches', 'Profiles recommended for you from within the community.'),
                  },
                  {
                    path: 'matrimonial/search',
                    lazy: placeholder('Search', 'Search matrimonial profiles by age, location, education and more.'),
                  },
                  {
                    path: 'matrimonial/sent-interests',
                    lazy: placeholder('Sent interests', 'The interests you have sent, and their answers.'),
                  },
                  { path: 'chat', lazy: () => import('./routes/chat') },
                  {
                    path: 'profile',
                    lazy: placeholder('Profile', 'Your personal, community and matrimonial details in one place.'),
                  },
                  { path: 'settings', lazy: () => import('./routes/settings') },
                ],
              },
            ],
          },
        ],
      },
      { path: 'social', element: <Navigate to="/posts" replace /> },
      { path: 'matches', element: <Navigate to="/matrimonial" replace /> },
      { path: '404', lazy: () => import('./routes/not-found') },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
]);

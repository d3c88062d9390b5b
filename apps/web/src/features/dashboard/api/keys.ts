/** Query keys of the home page's reads; `dashboardKeys.all` covers them all. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  profileCompletion: () => ['dashboard', 'profile-completion'] as const,
  recentPosts: () => ['dashboard', 'posts'] as const,
  recentChats: () => ['dashboard', 'recent-chats'] as const,
};

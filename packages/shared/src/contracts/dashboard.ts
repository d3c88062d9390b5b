import { z } from 'zod';
import { recentChat } from '../chat.ts';
import { defineContracts } from '../contract.ts';
import { post } from '../posts.ts';
import { profileCompletion } from '../profile.ts';

/** /dashboard: what the home page shows. */
export const dashboardContracts = defineContracts(
  { tag: 'dashboard', auth: true },
  {
    profileCompletion: {
      method: 'GET',
      path: '/dashboard/profile-completion',
      summary: 'How complete my profile is, and what is missing',
      response: profileCompletion,
    },
    recentPosts: {
      method: 'GET',
      path: '/dashboard/posts',
      summary: 'A few of the newest posts, for the home page',
      response: z.array(post),
    },
    recentChats: {
      method: 'GET',
      path: '/dashboard/recent-chats',
      summary: 'My latest chats (up to 5), with the other member and the last message',
      response: z.array(recentChat),
    },
  },
);

import type { LoaderFunctionArgs } from 'react-router';
import { authStore } from '@/features/auth/stores/auth-store';
import { postsQueryOptions } from '@/features/posts/api/get-posts';
import { shownPostList } from '@/features/posts/api/keys';
import { meQueryOptions } from '@/lib/users-api';
import { queryClient } from './providers';

/*
 * Route loaders that start a page's first requests as soon as the router knows the address: in parallel with the
 * page's code (its lazy chunks), rather than once that code has arrived and rendered. They wait for nothing and return
 * nothing; the screens read the same TanStack Query entries, by then on their way or in.
 */

const member = () => {
  const { isAuthenticated, user } = authStore.getState();
  return isAuthenticated ? user : null;
};

/** Every page inside: the session guard keeps the member's account in step (GET /user/me). */
export function prefetchMe(): null {
  if (member()) void queryClient.prefetchQuery(meQueryOptions());
  return null;
}

/** /posts: the first page of the list on show. */
export function prefetchPosts({ request }: LoaderFunctionArgs): null {
  if (member()?.onBoardingCompleted) {
    const kind = shownPostList(new URL(request.url).searchParams);
    void queryClient.prefetchInfiniteQuery(postsQueryOptions(kind));
  }
  return null;
}

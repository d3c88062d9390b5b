import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import type { PostPages } from '../utils/post-cache';
import { postKeys } from './keys';

/** GET /posts/{id}. */
export function getPost(id: string, signal?: AbortSignal) {
  return callApi('GET /posts/:id', { params: { id }, signal });
}

export const postQueryOptions = (id: string) =>
  queryOptions({ queryKey: postKeys.detail(id), queryFn: ({ signal }) => getPost(id, signal) });

/** The post, shown at once from a feed already loaded while its own copy arrives. */
export function usePost(id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    ...postQueryOptions(id),
    placeholderData: () => {
      for (const [, data] of queryClient.getQueriesData<PostPages>({ queryKey: postKeys.lists() })) {
        const found = data?.pages.flatMap((page) => page.rows).find((post) => post.id === id);
        if (found) return found;
      }
      return undefined;
    },
  });
}

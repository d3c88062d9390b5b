import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Heart, Newspaper, PenLine } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { usePosts } from '../api/get-posts';
import type { PostListKind } from '../api/keys';
import { useLoadMoreOnScroll } from '../utils/use-load-more-on-scroll';
import { PostCard, type AuthorMenu } from './post-card';
import { PostSkeleton } from './post-skeleton';

export interface PostFeedProps {
  kind: PostListKind;
  viewerId: string;
  /** The empty state's next step: open the composer. */
  onWrite: () => void;
  authorMenu?: AuthorMenu;
}

const emptyStates: Record<
  PostListKind,
  { icon: typeof Newspaper; title: MessageDescriptor; description: MessageDescriptor }
> = {
  all: {
    icon: Newspaper,
    title: msg`No posts yet`,
    description: msg`Be the first to share news, a photo or a link with the community.`,
  },
  mine: {
    icon: PenLine,
    title: msg`You have not posted yet`,
    description: msg`Share what is happening in your family or your town; members love to hear it.`,
  },
  liked: {
    icon: Heart,
    title: msg`No liked posts yet`,
    description: msg`Tap the heart on posts you like and find them here again.`,
  },
};

/** A list of posts, 8 at a time, the next page loading as the member nears the end. */
export function PostFeed({ kind, viewerId, onWrite, authorMenu }: PostFeedProps) {
  const { t, i18n } = useLingui();
  const feed = usePosts(kind);
  const posts = feed.data?.pages.flatMap((page) => page.rows) ?? [];
  const loadMore = () => {
    if (feed.hasNextPage && !feed.isFetchingNextPage && !feed.isFetchNextPageError) void feed.fetchNextPage();
  };
  const sentinel = useLoadMoreOnScroll(loadMore, feed.hasNextPage, feed.data?.pages.length ?? 0);

  if (feed.isPending) {
    return (
      <div className="flex flex-col gap-4" aria-busy="true" aria-label={t`Loading posts`}>
        <PostSkeleton />
        <PostSkeleton withImage />
        <PostSkeleton />
      </div>
    );
  }
  if (feed.isError && posts.length === 0) {
    return (
      <Card>
        <ErrorState
          error={feed.error}
          onRetry={() => void feed.refetch()}
          retrying={feed.isRefetching}
          title={t`Could not load the posts`}
        />
      </Card>
    );
  }
  if (posts.length === 0) {
    const empty = emptyStates[kind];
    return (
      <Card>
        <EmptyState
          icon={empty.icon}
          title={i18n._(empty.title)}
          description={i18n._(empty.description)}
          action={
            kind === 'liked' ? null : (
              <Button onClick={onWrite}>
                <PenLine aria-hidden />
                <Trans>Write a post</Trans>
              </Button>
            )
          }
        />
      </Card>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-4" aria-label={t`Posts`}>
        {posts.map((post, index) => (
          <li key={post.id}>
            <PostCard post={post} viewerId={viewerId} eagerImage={index === 0} authorMenu={authorMenu} />
          </li>
        ))}
      </ul>
      <div ref={sentinel} />
      {feed.isFetchNextPageError ? (
        <Card className="p-4">
          <ErrorState
            compact
            error={feed.error}
            onRetry={() => void feed.fetchNextPage()}
            retrying={feed.isFetchingNextPage}
            title={t`Could not load more posts`}
          />
        </Card>
      ) : feed.hasNextPage ? (
        <Button variant="outline" onClick={loadMore} loading={feed.isFetchingNextPage} className="self-center">
          {feed.isFetchingNextPage ? <Trans>Loading…</Trans> : <Trans>Load more posts</Trans>}
        </Button>
      ) : (
        <p className="py-2 text-center text-sm text-muted-foreground">
          {feed.isFetching ? <Spinner size="sm" label={t`Refreshing`} /> : <Trans>You are all caught up.</Trans>}
        </p>
      )}
    </div>
  );
}

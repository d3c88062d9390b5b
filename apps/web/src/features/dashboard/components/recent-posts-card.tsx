import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Heart, MessageSquare, Newspaper } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Card } from '@/components/ui/card';
import { StoredImage } from '@/components/ui/stored-image';
import { ErrorState, retryOf } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useRecentPosts } from '../api/get-recent-posts';
import { timeAgo } from '../utils/time';
import { DashboardSection } from './dashboard-section';
import { EmptyNote } from './empty-note';
import { VerifiedBadge } from '@/components/verified-badge';

/** A few of the newest posts: author, time, a few lines and the photo, likes and comments; each opens the post. */
export function RecentPostsCard() {
  const { t } = useLingui();
  const posts = useRecentPosts();

  return (
    <DashboardSection id="recent-posts" title={t`Recent posts`} to="/posts" linkLabel={t`All posts`}>
      {posts.isPending ? (
        <div role="status" aria-label={t`Loading recent posts`} className="flex flex-col gap-3">
          {[0, 1].map((row) => (
            <Card key={row} className="flex flex-col gap-3 p-4">
              <div className="flex items-center gap-3">
                <Skeleton className="size-8 rounded-full" />
                <Skeleton className="h-4 w-1/3" />
              </div>
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-2/3" />
            </Card>
          ))}
        </div>
      ) : posts.isError ? (
        <Card className="p-5">
          <ErrorState compact {...retryOf(posts)} title={t`Could not load the posts`} />
        </Card>
      ) : posts.data.length === 0 ? (
        <Card>
          <EmptyNote icon={Newspaper}>
            <Trans>
              Nothing posted yet.{' '}
              <Link to="/posts" className="font-semibold text-primary">
                Share the first news
              </Link>
              .
            </Trans>
          </EmptyNote>
        </Card>
      ) : (
        <ul aria-label={t`Recent posts`} className="flex flex-col gap-3">
          {posts.data.map((post) => (
            <li key={post.id}>
              <Link
                to={`/posts/${post.id}`}
                className="flex gap-3 rounded-2xl border border-border bg-card p-4 shadow-xs transition-colors hover:border-primary/40"
              >
                <span className="flex min-w-0 flex-1 flex-col gap-2">
                  <span className="flex items-center gap-2">
                    <Avatar src={post.author.image} name={post.author.fullName} size="sm" />
                    <span className="flex min-w-0 items-center text-sm font-semibold">
                      <span className="truncate">{post.author.fullName || t`Member`}</span>
                      <VerifiedBadge verified={post.author.isVerified} />
                    </span>
                    <time dateTime={post.createdAt} className="shrink-0 text-xs text-muted-foreground">
                      · {timeAgo(post.createdAt)}
                    </time>
                  </span>
                  {post.content ? (
                    <span className="line-clamp-3 text-base break-words whitespace-pre-line">{post.content}</span>
                  ) : null}
                  <span className="flex items-center gap-4 text-sm text-muted-foreground">
                    <span className="flex items-center gap-1">
                      <Heart className="size-4" aria-hidden />
                      <span aria-hidden>{post.likesCount}</span>
                      <span className="sr-only">
                        <Plural value={post.likesCount} one="# like" other="# likes" />
                      </span>
                    </span>
                    <span className="flex items-center gap-1">
                      <MessageSquare className="size-4" aria-hidden />
                      <span aria-hidden>{post.commentsCount}</span>
                      <span className="sr-only">
                        <Plural value={post.commentsCount} one="# comment" other="# comments" />
                      </span>
                    </span>
                  </span>
                </span>
                {post.image ? (
                  <StoredImage
                    src={post.image}
                    sizes="5rem"
                    width={80}
                    height={80}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    className="size-20 shrink-0 rounded-xl object-cover"
                  />
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </DashboardSection>
  );
}

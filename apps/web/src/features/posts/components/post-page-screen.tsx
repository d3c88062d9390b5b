import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, SearchX } from 'lucide-react';
import type { Author } from '@samaj/shared/posts';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { ApiError } from '@/lib/api-client';
import { usePost } from '../api/get-post';
import { CommentsSection } from './comments-section';
import { PostCard, type AuthorMenu } from './post-card';
import { PostSkeleton } from './post-skeleton';

export interface PostPageScreenProps {
  postId: string;
  viewer: Author;
  /** The "more" menu on another member's post: Report and Block (composed in app/). */
  authorMenu?: AuthorMenu;
}

/** /posts/{id}: the post in full, then its comments and replies. */
export function PostPageScreen({ postId, viewer, authorMenu }: PostPageScreenProps) {
  const { t } = useLingui();
  const post = usePost(postId);
  const navigate = useNavigate();

  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-2">
        <Button asChild variant="ghost" size="icon" className="-ml-2 rounded-full">
          <Link to="/posts" aria-label={t`Back to posts`}>
            <ArrowLeft aria-hidden />
          </Link>
        </Button>
        <h1 className="text-2xl font-bold tracking-tight">
          <Trans>Post</Trans>
        </h1>
      </div>

      {post.data ? (
        <>
          <PostCard
            post={post.data}
            viewerId={viewer.id}
            variant="page"
            eagerImage
            authorMenu={authorMenu}
            onDeleted={() => void navigate('/posts', { replace: true })}
          />
          <Card className="p-4 sm:p-5">
            <CommentsSection
              postId={post.data.id}
              postAuthorId={post.data.userId}
              viewer={viewer}
              authorMenu={authorMenu}
              closed={post.data.removedByModerators !== null}
            />
          </Card>
        </>
      ) : post.isPending ? (
        <div aria-busy="true" aria-label={t`Loading the post`}>
          <PostSkeleton withImage />
        </div>
      ) : post.error instanceof ApiError && [400, 404].includes(post.error.status) ? (
        <Card>
          <EmptyState
            icon={SearchX}
            title={t`This post is not available`}
            description={t`It may have been deleted by its author.`}
            action={
              <Button asChild>
                <Link to="/posts">
                  <Trans>See all posts</Trans>
                </Link>
              </Button>
            }
          />
        </Card>
      ) : (
        <Card>
          <ErrorState
            error={post.error}
            onRetry={() => void post.refetch()}
            retrying={post.isRefetching}
            title={t`Could not load this post`}
          />
        </Card>
      )}
    </div>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { MessageCircle } from 'lucide-react';
import type { Author } from '@samaj/shared/posts';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { ShowMoreButton } from '@/components/ui/show-more-button';
import { useAddComment } from '../api/add-comment';
import { useComments } from '../api/get-comments';
import { CommentForm } from './comment-form';
import { CommentItem } from './comment-item';
import type { AuthorMenu } from './post-card';

export interface CommentsSectionProps {
  postId: string;
  postAuthorId: string;
  viewer: Author;
  /** The "more" menu on other members' comments. */
  authorMenu?: AuthorMenu | undefined;
  /** Moderators removed the post: its comments stay readable for its author, but nobody adds one. */
  closed?: boolean;
}

/** The post's comments, newest first, 8 at a time with "Load more", and the box to add one. */
export function CommentsSection({ postId, postAuthorId, viewer, authorMenu, closed }: CommentsSectionProps) {
  const { t } = useLingui();
  const comments = useComments(postId);
  const add = useAddComment();
  const rows = comments.data?.pages.flatMap((page) => page.rows) ?? [];
  const total = comments.data?.pages.at(-1)?.count ?? 0;

  return (
    <section id="comments" aria-labelledby="comments-heading" className="flex scroll-mt-20 flex-col gap-4">
      <h2 id="comments-heading" className="text-lg font-semibold">
        <Trans>Comments</Trans>
        {total > 0 ? <span className="ml-1.5 text-muted-foreground tabular-nums">{total}</span> : null}
      </h2>
      {closed ? null : (
        <CommentForm
          id="new-comment"
          label={t`Add comment`}
          placeholder={t`Write a comment…`}
          viewer={viewer}
          onSubmit={(content) => add.mutateAsync({ postId, content })}
        />
      )}

      {comments.isPending ? (
        <div className="flex flex-col gap-4" aria-busy="true" aria-label={t`Loading comments`}>
          {[0, 1, 2].map((index) => (
            <div key={index} className="flex gap-2.5">
              <Skeleton className="size-10 rounded-full" />
              <Skeleton className="h-16 flex-1" />
            </div>
          ))}
        </div>
      ) : comments.isError && rows.length === 0 ? (
        <ErrorState
          error={comments.error}
          onRetry={() => void comments.refetch()}
          retrying={comments.isRefetching}
          title={t`Could not load the comments`}
        />
      ) : rows.length === 0 ? (
        <EmptyState
          icon={MessageCircle}
          title={t`No comments yet`}
          description={t`Start the conversation: write the first comment above.`}
          className="py-6"
        />
      ) : (
        <ul className="flex flex-col gap-4" aria-label={t`Comments`}>
          {rows.map((comment) => (
            <li key={comment.id}>
              <CommentItem comment={comment} viewer={viewer} postAuthorId={postAuthorId} authorMenu={authorMenu} />
            </li>
          ))}
        </ul>
      )}

      {comments.isFetchNextPageError ? (
        <ErrorState
          compact
          error={comments.error}
          onRetry={() => void comments.fetchNextPage()}
          title={t`Could not load more comments`}
        />
      ) : (
        <ShowMoreButton query={comments}>
          <Trans>Load more comments</Trans>
        </ShowMoreButton>
      )}
    </section>
  );
}

import { useState, type ComponentProps } from 'react';
import { ChevronDown, ChevronUp, Trash2 } from 'lucide-react';
import type { Author, Comment } from '@samaj/shared/posts';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { cn } from '@/lib/utils';
import { useDeleteComment } from '../api/delete-comment';
import { useReplies } from '../api/get-replies';
import { useLikeComment } from '../api/like-comment';
import { useReplyToComment } from '../api/reply-to-comment';
import { CommentForm } from './comment-form';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LinkedText } from './linked-text';
import { RemovedBanner } from './removed-banner';
import type { AuthorMenu } from './post-card';
import { TimeAgo } from './time-ago';
import { VerifiedBadge } from '@/components/verified-badge';

export interface CommentItemProps {
  comment: Comment;
  viewer: Author;
  /** The post's author may delete any comment on it. */
  postAuthorId: string;
  /** A reply's "Reply" answers its comment: the top-level comment opens its reply box. */
  onReply?: (to: Comment) => void;
  /** The "more" menu on other members' comments: Report comment, Report member, Block. */
  authorMenu?: AuthorMenu | undefined;
  /** A reply under a deleted comment: the thread takes no new replies. */
  threadDeleted?: boolean;
}

/** A comment with its like, reply and delete actions, and its replies one level in ("View replies (n)"). */
export function CommentItem({ comment, viewer, postAuthorId, onReply, authorMenu, threadDeleted }: CommentItemProps) {
  const { t } = useLingui();
  const isReply = comment.parentId !== null;
  const like = useLikeComment();
  const remove = useDeleteComment();
  const reply = useReplyToComment();
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [showReplies, setShowReplies] = useState(false);
  const [replyingTo, setReplyingTo] = useState<Comment | null>(null);
  /** Null once its author's account was erased: "This comment was deleted" keeps its replies, and takes no more. */
  const author = comment.author;
  const authorName = author?.fullName ?? t`Member`;
  const mine = author?.id === viewer.id;
  const canDelete = mine || postAuthorId === viewer.id;
  /** Only its author is ever given a removed comment: it keeps Delete, and nothing else can be done with it. */
  const removal = comment.removedByModerators;
  const replyingToName = replyingTo?.author?.fullName;
  const repliesCount = comment.repliesCount;

  function startReply(to: Comment) {
    if (onReply) onReply(to);
    else setReplyingTo(to);
  }

  async function sendReply(content: string) {
    await reply.mutateAsync({ commentId: replyingTo?.id ?? comment.id, content });
    setReplyingTo(null);
    setShowReplies(true);
  }

  return (
    <article
      aria-label={author ? (isReply ? t`Reply by ${authorName}` : t`Comment by ${authorName}`) : t`Deleted comment`}
      className="flex gap-2.5"
    >
      {author ? (
        <Link to={profilePathOf(author, mine)} className="shrink-0 rounded-full" aria-label={authorName} tabIndex={-1}>
          <Avatar src={author.image} name={authorName} size="sm" />
        </Link>
      ) : (
        <span className="size-8 shrink-0 rounded-full border border-dashed border-border" aria-hidden />
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        {author ? (
          <div className="self-start rounded-2xl rounded-tl-md bg-muted px-3.5 py-2.5" style={{ maxWidth: '100%' }}>
            <Link to={profilePathOf(author, mine)} className="text-sm font-semibold hover:underline">
              {authorName}
            </Link>
            <VerifiedBadge verified={author.isVerified} className="text-sm" />
            <LinkedText text={comment.content} className="[&_p]:text-[15px] [&_p]:leading-snug" />
          </div>
        ) : (
          <p className="self-start rounded-2xl rounded-tl-md border border-dashed border-border px-3.5 py-2.5 text-[15px] text-muted-foreground italic">
            {/* The API's stored wording is English; the reader's language says it. */}
            <Trans>This comment was deleted</Trans>
          </p>
        )}
        {removal ? <RemovedBanner note={removal.note} className="mt-1.5" /> : null}
        <div className="flex flex-wrap items-center text-sm text-muted-foreground">
          <TimeAgo date={comment.createdAt} className="pr-0.5 pl-3.5" />
          {removal || !author ? null : (
            <>
              <MetaButton
                onClick={() => like.mutate(comment)}
                aria-pressed={comment.isLiked === 1}
                aria-label={plural(comment.likesCount, { one: 'Like comment, # like', other: 'Like comment, # likes' })}
                className={cn(comment.isLiked === 1 && 'text-primary')}
              >
                {comment.isLiked === 1 ? <Trans>Liked</Trans> : <Trans>Like</Trans>}
                {comment.likesCount > 0 ? <span className="tabular-nums">· {comment.likesCount}</span> : null}
              </MetaButton>
              {threadDeleted ? null : (
                <MetaButton onClick={() => startReply(comment)}>
                  <Trans>Reply</Trans>
                </MetaButton>
              )}
            </>
          )}
          {canDelete ? (
            <MetaButton
              onClick={() => setConfirmingDelete(true)}
              aria-label={isReply ? t`Delete reply` : t`Delete comment`}
              className="hover:text-destructive"
            >
              <Trash2 className="size-4" aria-hidden />
            </MetaButton>
          ) : null}
          {author && !mine && authorMenu
            ? authorMenu({ id: author.id, fullName: authorName }, { type: 'COMMENT', id: comment.id })
            : null}
        </div>

        {!isReply && comment.repliesCount > 0 ? (
          <button
            type="button"
            onClick={() => setShowReplies((shown) => !shown)}
            aria-expanded={showReplies}
            className="inline-flex min-h-11 items-center gap-1.5 self-start pl-3.5 text-sm font-semibold text-primary"
          >
            {showReplies ? (
              <ChevronUp className="size-4" aria-hidden />
            ) : (
              <ChevronDown className="size-4" aria-hidden />
            )}
            {showReplies ? <Trans>Hide replies</Trans> : <Trans>View replies ({repliesCount})</Trans>}
          </button>
        ) : null}
        {!isReply && showReplies ? (
          <Replies
            comment={comment}
            viewer={viewer}
            postAuthorId={postAuthorId}
            onReply={setReplyingTo}
            authorMenu={authorMenu}
          />
        ) : null}
        {!isReply && replyingTo ? (
          <CommentForm
            key={replyingTo.id}
            id={`reply-to-${comment.id}`}
            label={t`Send reply`}
            placeholder={replyingToName ? t`Reply to ${replyingToName}…` : t`Reply to this comment…`}
            viewer={viewer}
            onSubmit={sendReply}
            initialText={replyingTo.id === comment.id ? '' : `@${replyingTo.author?.fullName ?? t`Member`} `}
            autoFocus
            className="mt-1"
          />
        ) : null}
      </div>

      <ConfirmDialog
        open={confirmingDelete}
        onOpenChange={setConfirmingDelete}
        title={isReply ? t`Delete this reply?` : t`Delete this comment?`}
        description={
          !isReply && comment.repliesCount > 0
            ? t`Its replies will be deleted too. This cannot be undone.`
            : t`This cannot be undone.`
        }
        confirmLabel={t`Delete`}
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(comment, {
            onSuccess: () => {
              setConfirmingDelete(false);
              toast({ title: t`Operation Succeed!`, description: isReply ? t`Reply deleted.` : t`Comment deleted.` });
            },
          })
        }
      />
    </article>
  );
}

const profilePathOf = (author: Author, mine: boolean) => (mine ? '/profile' : `/profile/${author.id}`);

function MetaButton({ className, ...props }: ComponentProps<'button'>) {
  return (
    <button
      type="button"
      className={cn(
        'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 px-2 font-semibold hover:text-foreground',
        className,
      )}
      {...props}
    />
  );
}

/** The replies of a comment, 8 at a time, indented one level. */
function Replies({
  comment,
  viewer,
  postAuthorId,
  onReply,
  authorMenu,
}: {
  comment: Comment;
  viewer: Author;
  postAuthorId: string;
  onReply: (to: Comment) => void;
  authorMenu: AuthorMenu | undefined;
}) {
  const { t } = useLingui();
  const replies = useReplies(comment.id, { enabled: true });
  const authorName = comment.author?.fullName;
  const rows = replies.data?.pages.flatMap((page) => page.rows) ?? [];

  return (
    <div
      className="mt-1 flex flex-col gap-3 border-l-2 border-border pl-3"
      aria-label={authorName ? t`Replies to ${authorName}` : t`Replies to this comment`}
      role="group"
    >
      {replies.isPending ? (
        <div className="flex gap-2.5" aria-busy="true" aria-label={t`Loading replies`}>
          <Skeleton className="size-8 rounded-full" />
          <Skeleton className="h-14 flex-1" />
        </div>
      ) : replies.isError && rows.length === 0 ? (
        <ErrorState
          compact
          error={replies.error}
          onRetry={() => void replies.refetch()}
          title={t`Could not load the replies`}
        />
      ) : (
        rows.map((row) => (
          <CommentItem
            key={row.id}
            comment={row}
            viewer={viewer}
            postAuthorId={postAuthorId}
            onReply={onReply}
            authorMenu={authorMenu}
            threadDeleted={comment.author === null}
          />
        ))
      )}
      {replies.hasNextPage ? (
        <Button
          variant="ghost"
          size="sm"
          className="self-start"
          onClick={() => void replies.fetchNextPage()}
          loading={replies.isFetchingNextPage}
        >
          <Trans>Load more replies</Trans>
        </Button>
      ) : null}
    </div>
  );
}

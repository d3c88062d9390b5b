import { type ComponentProps, type ReactNode } from 'react';
import { Heart, Link2, MessageCircle, MoreHorizontal, Share2 } from 'lucide-react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Post } from '@samaj/shared/posts';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Card } from '@/components/ui/card';
import { DeferredOverlay, deferredOverlay } from '@/components/ui/deferred-overlay';
import { toast } from '@/components/ui/toast';
import { cn } from '@/lib/utils';
import { useLikePost } from '../api/like-post';
import { hostOf } from '../utils/linkify';
import { sharePost } from '../utils/share-post';
import { LinkCard } from './link-card';
import { LinkedText } from './linked-text';
import { PostImage } from './post-image';
import { RemovedBanner } from './removed-banner';
import { TimeAgo } from './time-ago';
import { VerifiedBadge } from '@/components/verified-badge';

// Edit and Delete (with the post form and the confirmation) load once the member starts using the page, not with the feed.
const postOptionsMenu = deferredOverlay(async () => (await import('./post-options-menu')).PostOptionsMenu);

/** Report (the post or comment, or its author) and Block, composed in app/ (the safety feature's menu). */
export type AuthorMenu = (
  author: { id: string; fullName: string },
  content: { type: 'POST' | 'COMMENT'; id: string },
) => ReactNode;

export interface PostCardProps {
  post: Post;
  viewerId: string;
  /** In the feed: long text is cut with "See more" and the comments button opens the post's page. */
  variant?: 'feed' | 'page';
  /** After the post is deleted (the post's own page leaves). */
  onDeleted?: () => void;
  eagerImage?: boolean;
  /** The "more" menu on other members' posts (own posts have Edit and Delete instead). */
  authorMenu?: AuthorMenu;
}

/** One post: who and when, the text with its links, the photo, the link card, social links, then like, comments, share. */
export function PostCard({ post, viewerId, variant = 'feed', onDeleted, eagerImage, authorMenu }: PostCardProps) {
  const { t } = useLingui();
  const like = useLikePost();
  const mine = post.userId === viewerId;
  /** Only its author is ever given a removed post: it keeps Delete, and nothing else can be done with it. */
  const removal = post.removedByModerators;
  const authorName = post.author.fullName ?? t`Member`;
  const profilePath = mine ? '/profile' : `/profile/${post.author.id}`;

  async function share() {
    const outcome = await sharePost(post);
    if (outcome === 'copied') toast({ title: t`Link copied`, description: t`Paste it anywhere to share this post.` });
    if (outcome === 'failed')
      toast({
        title: t`Could not share`,
        description: t`Copy the address from the browser instead.`,
        variant: 'warning',
      });
  }

  const optionsTrigger = {
    'aria-label': t`Post options`,
    className:
      '-mr-2 grid size-11 shrink-0 place-items-center rounded-full text-muted-foreground outline-none hover:bg-muted focus-visible:ring-3 focus-visible:ring-ring',
    children: <MoreHorizontal className="size-5" aria-hidden />,
  };

  const commentsCount = post.commentsCount;
  const commentsLabel = t`Comments, ${commentsCount}`;
  const comments = (
    <>
      <MessageCircle aria-hidden />
      <span className="tabular-nums">{post.commentsCount}</span>
      <span className="sr-only">{plural(post.commentsCount, { one: 'comment', other: 'comments' })}</span>
    </>
  );

  return (
    <Card role="article" aria-label={t`Post by ${authorName}`} className="overflow-hidden">
      <header className="flex items-center gap-3 px-4 pt-4">
        <Link
          to={profilePath}
          className="flex min-w-0 flex-1 items-center gap-3 rounded-xl outline-none focus-visible:ring-3 focus-visible:ring-ring"
        >
          <Avatar src={post.author.image} name={authorName} size="md" />
          <span className="flex min-w-0 flex-col">
            <span className="flex min-w-0 items-center text-base font-semibold">
              <span className="truncate">{authorName}</span>
              <VerifiedBadge verified={post.author.isVerified} />
            </span>
            <TimeAgo date={post.createdAt} className="text-sm text-muted-foreground" />
          </span>
        </Link>
        {mine ? (
          <DeferredOverlay preload={postOptionsMenu.preload} trigger={optionsTrigger} popup="menu">
            <postOptionsMenu.Overlay post={post} trigger={optionsTrigger} onDeleted={onDeleted} />
          </DeferredOverlay>
        ) : authorMenu ? (
          <div className="-mr-2 shrink-0">
            {authorMenu({ id: post.author.id, fullName: authorName }, { type: 'POST', id: post.id })}
          </div>
        ) : null}
      </header>

      <div className="flex flex-col gap-3 pt-3">
        {removal ? <RemovedBanner note={removal.note} className="mx-4" /> : null}
        {post.content ? <LinkedText text={post.content} clamp={variant === 'feed'} className="px-4" /> : null}
        {post.image ? <PostImage src={post.image} alt={t`Photo shared by ${authorName}`} eager={eagerImage} /> : null}
        {post.metaUrl ? (
          <LinkCard url={post.metaUrl} caption={post.metaCaption} image={post.metaImage} className="mx-4" />
        ) : null}
        {post.socialMediaLinks.length > 0 ? (
          <ul className="flex flex-wrap gap-2 px-4" aria-label={t`Social media links`}>
            {post.socialMediaLinks.map((link) => (
              <li key={link}>
                <a
                  href={link}
                  target="_blank"
                  rel="noopener noreferrer nofollow ugc"
                  className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-border px-3 text-sm font-medium hover:bg-muted"
                >
                  <Link2 className="size-4 text-primary" aria-hidden />
                  {hostOf(link)}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>

      {removal ? (
        <div className="h-4" />
      ) : (
        <footer className="mt-2 flex items-center gap-1 border-t border-border px-2 py-1">
          <ActionButton
            onClick={() => like.mutate(post)}
            aria-pressed={post.isLiked === 1}
            aria-label={plural(post.likesCount, { one: 'Like, # like', other: 'Like, # likes' })}
            className={cn(post.isLiked === 1 && 'text-primary')}
          >
            <Heart aria-hidden className={cn('transition-transform', post.isLiked === 1 && 'scale-110 fill-current')} />
            <span className="tabular-nums">{post.likesCount}</span>
          </ActionButton>
          {variant === 'feed' ? (
            <Link to={`/posts/${post.id}`} className={actionClasses} aria-label={commentsLabel}>
              {comments}
            </Link>
          ) : (
            <a href="#comments" className={actionClasses} aria-label={commentsLabel}>
              {comments}
            </a>
          )}
          <ActionButton onClick={share} className="ml-auto" aria-label={t`Share`}>
            <Share2 aria-hidden />
            <span className="max-[359px]:sr-only">
              <Trans>Share</Trans>
            </span>
          </ActionButton>
        </footer>
      )}
    </Card>
  );
}

const actionClasses =
  'inline-flex min-h-11 items-center gap-2 rounded-xl px-3 text-sm font-semibold text-muted-foreground transition-colors hover:bg-muted hover:text-foreground outline-none focus-visible:ring-3 focus-visible:ring-ring [&_svg]:size-5';

function ActionButton({ className, ...props }: ComponentProps<'button'>) {
  return <button type="button" className={cn(actionClasses, className)} {...props} />;
}

import { Suspense, useState } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Post } from '@samaj/shared/posts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { OverlayTrigger } from '@/components/ui/deferred-overlay';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { toast } from '@/components/ui/toast';
import { lazyWithCatalogs } from '@/lib/i18n/route-catalogs';
import { useOpenedOnce } from '@/lib/use-opened-once';
import { useDeletePost } from '../api/delete-post';

// The post form (and its validation) loads when a member first edits a post, not with the feed.
const EditPostDialog = lazyWithCatalogs(async () => (await import('./edit-post-dialog')).EditPostDialog);

export interface PostOptionsMenuProps {
  post: Post;
  trigger: OverlayTrigger;
  /** After the post is deleted (the post's own page leaves). */
  onDeleted?: (() => void) | undefined;
}

/**
 * Edit and Delete on the member's own post (a removed post keeps only Delete), with the delete confirmation and the
 * edit form; mounted by PostCard once the member starts using the page (components/ui/deferred-overlay.tsx).
 */
export function PostOptionsMenu({ post, trigger, onDeleted }: PostOptionsMenuProps) {
  const { t } = useLingui();
  const remove = useDeletePost();
  const [editing, setEditing] = useState(false);
  const editorLoaded = useOpenedOnce(editing);
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  function confirmDelete() {
    remove.mutate(post.id, {
      onSuccess: () => {
        setConfirmingDelete(false);
        toast({ title: t`Operation Succeed!`, description: t`Your post is deleted.` });
        onDeleted?.();
      },
    });
  }

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger {...trigger} />
        <DropdownMenuContent>
          {post.removedByModerators ? null : (
            <DropdownMenuItem onSelect={() => setEditing(true)}>
              <Pencil aria-hidden />
              <Trans>Edit post</Trans>
            </DropdownMenuItem>
          )}
          <DropdownMenuItem destructive onSelect={() => setConfirmingDelete(true)}>
            <Trash2 aria-hidden />
            <Trans>Delete post</Trans>
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {editorLoaded ? (
        <Suspense fallback={null}>
          <EditPostDialog post={post} open={editing} onOpenChange={setEditing} />
        </Suspense>
      ) : null}
      <ConfirmDialog
        open={confirmingDelete}
        onOpenChange={setConfirmingDelete}
        title={t`Delete this post?`}
        description={t`Its comments and likes will be deleted too. This cannot be undone.`}
        confirmLabel={t`Delete post`}
        onConfirm={confirmDelete}
        pending={remove.isPending}
      />
    </>
  );
}

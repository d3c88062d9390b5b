import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Post } from '@samaj/shared/posts';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Progress } from '@/components/ui/progress';
import { toast } from '@/components/ui/toast';
import { useUpdatePost } from '../api/update-post';
import { draftOf, draftProblems, type PostDraft } from '../utils/post-form';
import { PostFields } from './post-fields';

export interface EditPostDialogProps {
  post: Post;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Edit my post: the same fields as the composer, filled in; only what changed is sent. */
export function EditPostDialog({ post, open, onOpenChange }: EditPostDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? <EditPostForm post={post} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function EditPostForm({ post, onDone }: { post: Post; onDone: () => void }) {
  const { t } = useLingui();
  const [draft, setDraft] = useState<PostDraft>(() => draftOf(post));
  const [tried, setTried] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const update = useUpdatePost();
  const problems = tried ? draftProblems(draft, { keepsPhoto: post.image !== null }) : {};

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (Object.keys(draftProblems(draft, { keepsPhoto: post.image !== null })).length > 0) return;
    update.mutate(
      { post, draft, ...(draft.image ? { onProgress: setProgress } : {}) },
      {
        onSuccess: () => {
          onDone();
          toast({ title: t`Operation Succeed!`, description: t`Your post is updated.` });
        },
        onSettled: () => setProgress(null),
      },
    );
  }

  return (
    <DialogContent
      className="max-w-lg"
      onInteractOutside={(event) => update.isPending && event.preventDefault()}
      onEscapeKeyDown={(event) => update.isPending && event.preventDefault()}
    >
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <DialogHeader>
          <DialogTitle>
            <Trans>Edit post</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>Change the text, the photo or the links.</Trans>
          </DialogDescription>
        </DialogHeader>
        <PostFields
          idPrefix={`edit-${post.id}`}
          draft={draft}
          onChange={setDraft}
          problems={problems}
          currentImage={post.image}
          disabled={update.isPending}
        />
        {progress !== null ? (
          <Progress value={progress} label={t`Uploading the photo`} caption={t`Uploading the photo`} />
        ) : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={update.isPending}>
              <Trans>Cancel</Trans>
            </Button>
          </DialogClose>
          <Button type="submit" loading={update.isPending}>
            <Trans>Save changes</Trans>
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}

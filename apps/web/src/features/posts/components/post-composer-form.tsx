import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Author } from '@samaj/shared/posts';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useCreatePost } from '../api/create-post';
import { draftProblems, emptyDraft, type PostDraft } from '../utils/post-form';
import { PostFields } from './post-fields';

export interface PostComposerFormProps {
  viewer: Author;
  /** Where the fields open: the photo or the link section, when the member tapped that. */
  start: 'photo' | 'link' | undefined;
  /** Cancelled, or shared. */
  onClose: () => void;
}

/** The open composer of /posts (its code loads at the first tap on the closed card): write, add a photo or links, share. */
export function PostComposerForm({ viewer, start, onClose }: PostComposerFormProps) {
  const { t } = useLingui();
  const [draft, setDraft] = useState<PostDraft>(emptyDraft);
  const [tried, setTried] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const create = useCreatePost();
  const problems = tried ? draftProblems(draft) : {};

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (Object.keys(draftProblems(draft)).length > 0) return;
    create.mutate(
      { draft, ...(draft.image ? { onProgress: setProgress } : {}) },
      {
        onSuccess: () => {
          onClose();
          toast({ title: t`Operation Succeed!`, description: t`Your post is shared with the community.` });
        },
        onError: (error) =>
          toast({ title: t`Operation failed`, description: errorMessage(error), variant: 'destructive' }),
        onSettled: () => setProgress(null),
      },
    );
  }

  return (
    <Card className="p-4 sm:p-5">
      <form onSubmit={submit} className="flex flex-col gap-4" aria-label={t`New post`} noValidate>
        <div className="flex items-center gap-3">
          <Avatar src={viewer.image} name={viewer.fullName} size="md" />
          <div className="flex min-w-0 flex-col">
            <span className="truncate text-base font-semibold">{viewer.fullName ?? t`You`}</span>
            <span className="text-sm text-muted-foreground">
              <Trans>Sharing with the community</Trans>
            </span>
          </div>
        </div>
        <PostFields
          idPrefix="new-post"
          draft={draft}
          onChange={setDraft}
          problems={problems}
          disabled={create.isPending}
          autoFocus
          start={start}
        />
        {progress !== null ? (
          <Progress value={progress} label={t`Uploading the photo`} caption={t`Uploading the photo`} />
        ) : null}
        <div className="flex justify-end gap-2 border-t border-border pt-4">
          <Button variant="ghost" onClick={onClose} disabled={create.isPending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={create.isPending} className="min-w-28">
            <Trans context="button: publish the post">Post</Trans>
          </Button>
        </div>
      </form>
    </Card>
  );
}

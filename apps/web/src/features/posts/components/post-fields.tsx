import { useEffect, useMemo, useRef, useState, type ChangeEvent, type ComponentProps, type KeyboardEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ImagePlus, Link2, Plus, Share2, X } from 'lucide-react';
import { isHttpUrl } from '@samaj/shared/posts';
import { graphemeLength } from '@samaj/shared/graphemes';
import { Button } from '@/components/ui/button';
import { FieldError, FormField, fieldAria } from '@/components/ui/form/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { formatNumber } from '@/lib/i18n/format';
import { cn } from '@/lib/utils';
import {
  imageProblem,
  META_CAPTION_MAX_LENGTH,
  POST_CONTENT_MAX_LENGTH,
  POST_IMAGE_TYPES,
  SOCIAL_MEDIA_LINKS_MAX,
  type DraftProblems,
  type PostDraft,
} from '../utils/post-form';

export interface PostFieldsProps {
  /** Prefix of the controls' ids: the composer and an edit dialog can be on the page together. */
  idPrefix: string;
  draft: PostDraft;
  onChange: (draft: PostDraft) => void;
  problems: DraftProblems;
  /** Edit: the photo the post has now. */
  currentImage?: string | null;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Opened from the composer's "Photo" or "Link": start there. */
  start?: 'photo' | 'link';
}

/** Addresses look the same in every language: not translated. */
const urlExamples = { link: 'https://', social: 'https://instagram.com/…' };

/** Counting starts near the limit, where it helps. */
const COUNTER_FROM = POST_CONTENT_MAX_LENGTH - 500;

/** The fields of a post: text, one photo with its preview, a link with a caption, social media links. */
export function PostFields({
  idPrefix,
  draft,
  onChange,
  problems,
  currentImage = null,
  disabled,
  autoFocus,
  start,
}: PostFieldsProps) {
  const { t } = useLingui();
  const fileInput = useRef<HTMLInputElement>(null);
  const [linkOpen, setLinkOpen] = useState(Boolean(draft.metaUrl) || start === 'link');
  const [socialOpen, setSocialOpen] = useState(draft.socialMediaLinks.length > 0);
  const [socialText, setSocialText] = useState('');
  const [socialProblem, setSocialProblem] = useState<string | null>(null);
  const [pickProblem, setPickProblem] = useState<string | null>(null);
  const [linkImageProblem, setLinkImageProblem] = useState<string | null>(null);
  const preview = useObjectUrl(draft.image);
  const shownImage = preview ?? (draft.removeImage ? null : currentImage);
  const set = (changes: Partial<PostDraft>) => onChange({ ...draft, ...changes });
  const ids = {
    content: `${idPrefix}-content`,
    metaUrl: `${idPrefix}-link`,
    metaCaption: `${idPrefix}-caption`,
    metaImage: `${idPrefix}-link-image`,
    social: `${idPrefix}-social`,
  };

  function onFileChosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same photo again still counts as a choice.
    event.target.value = '';
    if (!file) return;
    const problem = imageProblem(file);
    setPickProblem(problem);
    if (!problem) set({ image: file, removeImage: false });
  }

  function onLinkImageChosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = imageProblem(file);
    setLinkImageProblem(problem);
    if (!problem) set({ metaImage: file });
  }

  function addSocialLink() {
    const link = socialText.trim();
    if (!link) return;
    if (!isHttpUrl(link)) {
      setSocialProblem(t`Enter a link starting with http:// or https://`);
      return;
    }
    if (draft.socialMediaLinks.length >= SOCIAL_MEDIA_LINKS_MAX) {
      setSocialProblem(t`At most ${SOCIAL_MEDIA_LINKS_MAX} links`);
      return;
    }
    if (!draft.socialMediaLinks.includes(link)) set({ socialMediaLinks: [...draft.socialMediaLinks, link] });
    setSocialText('');
    setSocialProblem(null);
  }

  function onSocialKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      addSocialLink();
    }
  }

  useEffect(() => {
    // Still within the tap that opened the composer, so the browser lets the picker open.
    if (start === 'photo') fileInput.current?.click();
  }, [start]);

  const imageError = pickProblem ?? problems.image;
  // Characters as a reader counts them; never more than the code units, so short texts skip the count.
  const contentLength = draft.content.length >= COUNTER_FROM ? graphemeLength(draft.content) : draft.content.length;
  const metaImageName = draft.metaImage?.name;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={ids.content} className="sr-only">
          <Trans>What would you like to share?</Trans>
        </label>
        <Textarea
          {...fieldAria(ids.content, { error: problems.content })}
          value={draft.content}
          onChange={(event) => set({ content: event.target.value })}
          placeholder={t`Share something with the community…`}
          maxCharacters={POST_CONTENT_MAX_LENGTH}
          disabled={disabled}
          autoFocus={autoFocus && start !== 'link'}
          rows={4}
          className="min-h-32 text-base"
        />
        <div className="flex items-start justify-between gap-3">
          {problems.content ? <FieldError id={`${ids.content}-error`}>{problems.content}</FieldError> : <span />}
          {contentLength >= COUNTER_FROM ? (
            <span className="shrink-0 text-sm text-muted-foreground tabular-nums">
              {formatNumber(contentLength)} / {formatNumber(POST_CONTENT_MAX_LENGTH)}
            </span>
          ) : null}
        </div>
      </div>

      {shownImage ? (
        <div className="relative overflow-hidden rounded-xl border border-border bg-muted">
          <img src={shownImage} alt={t`The photo of your post`} className="max-h-80 w-full object-contain" />
          <button
            type="button"
            onClick={() => set({ image: null, removeImage: true })}
            disabled={disabled}
            aria-label={t`Remove photo`}
            className="absolute top-2 right-2 grid size-11 place-items-center rounded-full bg-black/60 text-white backdrop-blur hover:bg-black/75"
          >
            <X className="size-5" aria-hidden />
          </button>
        </div>
      ) : null}
      {imageError ? <FieldError>{imageError}</FieldError> : null}

      {linkOpen ? (
        <fieldset className="flex flex-col gap-3 rounded-xl border border-border p-4" disabled={disabled}>
          <legend className="px-1 text-sm font-semibold">
            <Trans>Link</Trans>
          </legend>
          <FormField id={ids.metaUrl} label={t`Link address`} error={problems.metaUrl}>
            <Input
              {...fieldAria(ids.metaUrl, { error: problems.metaUrl })}
              type="url"
              inputMode="url"
              autoComplete="url"
              placeholder={urlExamples.link}
              autoFocus={start === 'link'}
              value={draft.metaUrl}
              onChange={(event) => set({ metaUrl: event.target.value })}
            />
          </FormField>
          <FormField id={ids.metaCaption} label={t`Link caption`} optional error={problems.metaCaption}>
            <Input
              {...fieldAria(ids.metaCaption, { error: problems.metaCaption })}
              placeholder={t`What is this link about?`}
              maxCharacters={META_CAPTION_MAX_LENGTH}
              value={draft.metaCaption}
              onChange={(event) => set({ metaCaption: event.target.value })}
            />
          </FormField>
          <FormField id={ids.metaImage} label={t`Link picture`} optional error={linkImageProblem ?? undefined}>
            <Input
              {...fieldAria(ids.metaImage, { error: linkImageProblem ?? undefined })}
              type="file"
              accept={POST_IMAGE_TYPES.join(',')}
              onChange={onLinkImageChosen}
            />
          </FormField>
          {draft.metaImage ? (
            <p className="text-sm text-muted-foreground">
              <Trans>Picture chosen: {metaImageName}</Trans>
            </p>
          ) : null}
          <Button
            variant="ghost"
            size="sm"
            className="self-start"
            onClick={() => {
              set({ metaUrl: '', metaCaption: '', metaImage: null });
              setLinkOpen(false);
            }}
          >
            <X aria-hidden />
            <Trans>Remove link</Trans>
          </Button>
        </fieldset>
      ) : null}

      {socialOpen ? (
        <fieldset className="flex flex-col gap-3 rounded-xl border border-border p-4" disabled={disabled}>
          <legend className="px-1 text-sm font-semibold">
            <Trans>Social media links</Trans>
          </legend>
          <div className="flex gap-2">
            <label htmlFor={ids.social} className="sr-only">
              <Trans>Social media link</Trans>
            </label>
            <Input
              {...fieldAria(ids.social, { error: socialProblem ?? problems.socialMediaLinks })}
              type="url"
              inputMode="url"
              placeholder={urlExamples.social}
              value={socialText}
              onChange={(event) => setSocialText(event.target.value)}
              onKeyDown={onSocialKeyDown}
            />
            <Button variant="outline" size="icon" onClick={addSocialLink} aria-label={t`Add social media link`}>
              <Plus aria-hidden />
            </Button>
          </div>
          {socialProblem || problems.socialMediaLinks ? (
            <FieldError id={`${ids.social}-error`}>{socialProblem ?? problems.socialMediaLinks}</FieldError>
          ) : null}
          {draft.socialMediaLinks.length > 0 ? (
            <ul className="flex flex-wrap gap-2">
              {draft.socialMediaLinks.map((link) => (
                <li
                  key={link}
                  className="flex max-w-full items-center gap-1 rounded-full bg-primary-soft py-1 pr-1 pl-3 text-sm text-primary-soft-foreground"
                >
                  <span className="truncate">{link}</span>
                  <button
                    type="button"
                    onClick={() => set({ socialMediaLinks: draft.socialMediaLinks.filter((item) => item !== link) })}
                    aria-label={t`Remove ${link}`}
                    className="grid size-8 shrink-0 place-items-center rounded-full hover:bg-black/10"
                  >
                    <X className="size-4" aria-hidden />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </fieldset>
      ) : null}

      <div className="flex flex-wrap gap-2" role="group" aria-label={t`Add to your post`}>
        <AddButton icon={ImagePlus} onClick={() => fileInput.current?.click()} disabled={disabled}>
          {shownImage ? <Trans>Change photo</Trans> : <Trans>Photo</Trans>}
        </AddButton>
        <AddButton icon={Link2} onClick={() => setLinkOpen(true)} disabled={disabled || linkOpen} active={linkOpen}>
          <Trans>Link</Trans>
        </AddButton>
        <AddButton
          icon={Share2}
          onClick={() => setSocialOpen(true)}
          disabled={disabled || socialOpen}
          active={socialOpen}
        >
          <Trans>Social links</Trans>
        </AddButton>
        <input
          ref={fileInput}
          type="file"
          accept={POST_IMAGE_TYPES.join(',')}
          className="sr-only"
          tabIndex={-1}
          aria-label={t`Choose a photo`}
          onChange={onFileChosen}
        />
      </div>
    </div>
  );
}

function AddButton({
  icon: Icon,
  active,
  className,
  children,
  ...props
}: ComponentProps<'button'> & { icon: typeof ImagePlus; active?: boolean }) {
  return (
    <button
      type="button"
      className={cn(
        'inline-flex min-h-11 items-center gap-2 rounded-full border border-border bg-card px-4 text-sm font-semibold text-foreground transition-colors hover:bg-muted disabled:cursor-default',
        active && 'border-primary/40 bg-primary-soft text-primary-soft-foreground',
        !active && 'disabled:opacity-55',
        className,
      )}
      {...props}
    >
      <Icon className="size-5 text-primary" aria-hidden />
      {children}
    </button>
  );
}

/** A preview address for a chosen file, released when the file changes or the fields go away. */
function useObjectUrl(file: File | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => {
    if (!url) return;
    return () => URL.revokeObjectURL(url);
  }, [url]);
  return url;
}

import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { SendHorizontal } from 'lucide-react';
import { COMMENT_CONTENT_MAX_LENGTH } from '@samaj/shared/posts';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/input';
import { useCharacterLimit, type FieldHandlers } from '@/lib/character-limit';
import { cn } from '@/lib/utils';

export interface CommentFormProps {
  id: string;
  label: string;
  placeholder: string;
  viewer: { fullName: string | null; image: string | null };
  /** Resolves once saved (the text is then cleared); rejects to keep it for another try. */
  onSubmit: (content: string) => Promise<unknown>;
  autoFocus?: boolean;
  initialText?: string;
  className?: string;
}

/** A comment or reply box: grows with the text, Enter adds a line, the send button sends. */
export function CommentForm({
  id,
  label,
  placeholder,
  viewer,
  onSubmit,
  autoFocus,
  initialText = '',
  className,
}: CommentFormProps) {
  const [text, setText] = useState(initialText);
  const [sending, setSending] = useState(false);
  const content = text.trim();
  const limit = useCharacterLimit<HTMLTextAreaElement, FieldHandlers<HTMLTextAreaElement>>(COMMENT_CONTENT_MAX_LENGTH, {
    onChange: (event) => setText(event.target.value),
  });

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!content || sending) return;
    setSending(true);
    try {
      await onSubmit(content);
      setText('');
    } catch {
      // The mutation's toast says what went wrong; the text stays for another try.
    } finally {
      setSending(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Ctrl/Cmd + Enter sends from a keyboard; on phones Enter stays a new line.
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void submit();
  }

  return (
    <form onSubmit={submit} className={cn('flex items-start gap-2', className)}>
      <Avatar src={viewer.image} name={viewer.fullName} size="sm" className="mt-2" />
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <textarea
        id={id}
        value={text}
        {...limit}
        onKeyDown={onKeyDown}
        placeholder={placeholder}
        rows={1}
        autoFocus={autoFocus}
        disabled={sending}
        className={cn(inputClasses, 'h-auto min-h-12 flex-1 resize-none py-3 leading-snug [field-sizing:content]')}
      />
      <Button
        type="submit"
        size="icon"
        aria-label={label}
        disabled={!content}
        loading={sending}
        className="mt-0.5 rounded-full"
      >
        {sending ? null : <SendHorizontal aria-hidden />}
      </Button>
    </form>
  );
}

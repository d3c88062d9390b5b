import { useEffect, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { CHAT_MESSAGE_MAX_LENGTH } from '@samaj/shared/chat';
import { graphemeLength, isWithinCharacters } from '@samaj/shared/graphemes';
import { SendHorizontal } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatNumber } from '@/lib/i18n/format';
import { cn } from '@/lib/utils';

/** Show how many characters are left once this close to the limit. */
const COUNTER_FROM = CHAT_MESSAGE_MAX_LENGTH - 300;
/** "Typing" is repeated this often while the member keeps typing, and stopped after this long without a key. */
const TYPING_REPEAT_MS = 2500;
const TYPING_IDLE_MS = 3000;
const MAX_HEIGHT_PX = 144;

export interface MessageComposerProps {
  onSend: (content: string) => void;
  /** Called with true while the member types, false when they stop or send. */
  onTyping?: (isTyping: boolean) => void;
  disabled?: boolean;
  placeholder?: string;
}

/** A text box that grows with the message (up to about six lines); Enter sends, Shift+Enter starts a new line. */
export function MessageComposer({ onSend, onTyping, disabled, placeholder }: MessageComposerProps) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const textarea = useRef<HTMLTextAreaElement>(null);
  const typing = useRef({ since: 0, idle: undefined as ReturnType<typeof setTimeout> | undefined });
  const typingCallback = useRef(onTyping);
  useEffect(() => {
    typingCallback.current = onTyping;
  });

  useLayoutEffect(() => {
    const element = textarea.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${Math.min(element.scrollHeight, MAX_HEIGHT_PX)}px`;
  }, [text]);

  const stopTyping = () => {
    clearTimeout(typing.current.idle);
    if (typing.current.since) typingCallback.current?.(false);
    typing.current.since = 0;
  };
  useEffect(() => stopTyping, []);

  const noteTyping = (value: string) => {
    if (!value.trim()) {
      stopTyping();
      return;
    }
    const now = Date.now();
    if (now - typing.current.since > TYPING_REPEAT_MS) {
      typing.current.since = now;
      typingCallback.current?.(true);
    }
    clearTimeout(typing.current.idle);
    typing.current.idle = setTimeout(stopTyping, TYPING_IDLE_MS);
  };

  const content = text.trim();
  // Characters as a reader counts them (a Hindi letter with its matra is one); never more than the code units.
  const length = text.length > COUNTER_FROM ? graphemeLength(text) : text.length;
  const tooLong = !isWithinCharacters(text, CHAT_MESSAGE_MAX_LENGTH);
  const over = formatNumber(length - CHAT_MESSAGE_MAX_LENGTH);
  const left = formatNumber(CHAT_MESSAGE_MAX_LENGTH - length);
  const canSend = content.length > 0 && !tooLong && !disabled;

  const send = (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    stopTyping();
    onSend(content);
    setText('');
    textarea.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <form
      onSubmit={send}
      className="flex shrink-0 items-end gap-2 border-t border-border bg-card px-3 py-2.5 pb-[max(0.625rem,env(safe-area-inset-bottom))] sm:px-4"
    >
      <div className="flex min-w-0 flex-1 flex-col">
        <label htmlFor="chat-message" className="sr-only">
          <Trans>Message</Trans>
        </label>
        <textarea
          id="chat-message"
          ref={textarea}
          rows={1}
          value={text}
          disabled={disabled}
          placeholder={placeholder ?? t`Write a message`}
          enterKeyHint="send"
          autoComplete="off"
          aria-invalid={tooLong || undefined}
          onChange={(event) => {
            setText(event.target.value);
            noteTyping(event.target.value);
          }}
          onKeyDown={onKeyDown}
          className={cn(
            'block max-h-36 min-h-11 w-full resize-none rounded-3xl border border-input bg-background px-4 py-2.5 text-base leading-6 outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25 disabled:opacity-60',
            tooLong && 'border-destructive focus-visible:border-destructive',
          )}
        />
        {length > COUNTER_FROM ? (
          <p
            className={cn('px-4 pt-1 text-xs', tooLong ? 'text-destructive' : 'text-muted-foreground')}
            aria-live="polite"
          >
            {tooLong ? (
              <Trans>
                {over} characters over the {CHAT_MESSAGE_MAX_LENGTH} limit
              </Trans>
            ) : (
              <Trans>{left} characters left</Trans>
            )}
          </p>
        ) : null}
      </div>
      <button
        type="submit"
        aria-label={t`Send`}
        disabled={!canSend}
        className="grid size-11 shrink-0 place-items-center rounded-full bg-primary text-primary-foreground shadow-sm transition-[background-color,opacity] hover:bg-primary-hover disabled:opacity-45"
      >
        <SendHorizontal className="size-5" aria-hidden />
      </button>
    </form>
  );
}

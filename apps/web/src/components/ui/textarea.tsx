import type { ComponentProps } from 'react';
import { useCharacterLimit } from '@/lib/character-limit';
import { cn } from '@/lib/utils';
import { inputClasses } from './input';

export interface TextareaProps extends ComponentProps<'textarea'> {
  /** The longest text a member may write, in characters as a reader counts them (lib/character-limit.ts). */
  maxCharacters?: number;
}

export function Textarea({ className, rows = 4, maxCharacters, ...props }: TextareaProps) {
  const limited = useCharacterLimit<HTMLTextAreaElement, typeof props>(maxCharacters, props);
  return (
    <textarea
      rows={rows}
      className={cn(inputClasses, 'h-auto min-h-28 resize-y py-3 leading-relaxed', className)}
      {...limited}
    />
  );
}

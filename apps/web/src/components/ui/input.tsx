import type { ComponentProps } from 'react';
import { useCharacterLimit } from '@/lib/character-limit';
import { cn } from '@/lib/utils';

export const inputClasses =
  'h-12 w-full min-w-0 rounded-xl border border-input bg-card px-4 text-base text-foreground shadow-xs transition-[border-color,box-shadow] outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive/20';

export interface InputProps extends ComponentProps<'input'> {
  /** The longest text a member may write, in characters as a reader counts them (lib/character-limit.ts). */
  maxCharacters?: number;
}

export function Input({ className, type = 'text', maxCharacters, ...props }: InputProps) {
  const limited = useCharacterLimit<HTMLInputElement, typeof props>(maxCharacters, props);
  return <input type={type} className={cn(inputClasses, className)} {...limited} />;
}

import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { inputClasses } from './input';

export function Textarea({ className, rows = 4, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      rows={rows}
      className={cn(inputClasses, 'h-auto min-h-28 resize-y py-3 leading-relaxed', className)}
      {...props}
    />
  );
}

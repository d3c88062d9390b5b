import type { ComponentProps } from 'react';
import { inputClasses } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import { INDIA_PREFIX } from '../utils/phone';

/** A mobile number after a fixed +91, with the phone's number pad. */
export function PhoneInput({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <div className="relative">
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 left-0 flex items-center gap-2 border-r border-input pr-3 pl-4 text-base font-medium text-muted-foreground"
      >
        {INDIA_PREFIX}
      </span>
      <input
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder="98765 43210"
        className={cn(inputClasses, 'pl-[4.75rem] tracking-wide', className)}
        {...props}
      />
    </div>
  );
}

import { useState, type ComponentProps } from 'react';
import { OTP_LENGTH } from '@samaj/shared/constants';
import { cn } from '@/lib/utils';

export interface OtpInputProps extends Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type' | 'maxLength'> {
  value: string;
  onChange: (value: string) => void;
  length?: number;
}

/**
 * One real input (so paste, SMS/WhatsApp autofill and screen readers just work) drawn as a row of boxes.
 * Limited to `length` digits (4).
 */
export function OtpInput({
  value,
  onChange,
  length = OTP_LENGTH,
  className,
  onFocus,
  onBlur,
  ...props
}: OtpInputProps) {
  const [focused, setFocused] = useState(false);
  const invalid = props['aria-invalid'] === true || props['aria-invalid'] === 'true';
  const activeIndex = Math.min(value.length, length - 1);

  return (
    <div className={cn('relative flex w-fit gap-3', className)}>
      {Array.from({ length }, (_, index) => {
        const digit = value[index];
        const active = focused && index === activeIndex;
        return (
          <div
            key={index}
            aria-hidden="true"
            className={cn(
              'grid size-14 place-items-center rounded-xl border border-input bg-card text-2xl font-semibold tabular-nums shadow-xs transition-[border-color,box-shadow]',
              active && 'border-ring ring-3 ring-ring/25',
              invalid && 'border-destructive',
            )}
          >
            {digit ?? (active ? <span className="h-7 w-0.5 animate-pulse rounded bg-foreground/70" /> : null)}
          </div>
        );
      })}
      <input
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={length}
        value={value}
        onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, length))}
        onFocus={(event) => {
          setFocused(true);
          onFocus?.(event);
        }}
        onBlur={(event) => {
          setFocused(false);
          onBlur?.(event);
        }}
        className="absolute inset-0 h-full w-full cursor-text rounded-xl bg-transparent text-transparent caret-transparent opacity-0 outline-none"
        {...props}
      />
    </div>
  );
}

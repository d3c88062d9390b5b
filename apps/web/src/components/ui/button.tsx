import type { ComponentProps } from 'react';
import { Slot } from 'radix-ui';
import { cn } from '@/lib/utils';
import { Spinner } from './spinner';

const variants = {
  primary: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover active:bg-primary-hover',
  secondary: 'bg-primary-soft text-primary-soft-foreground hover:brightness-95 dark:hover:brightness-110',
  outline: 'border border-input bg-card text-foreground hover:bg-muted',
  ghost: 'text-foreground hover:bg-muted',
  destructive: 'bg-destructive text-destructive-foreground hover:brightness-95',
  link: 'text-primary underline-offset-4 hover:underline px-0',
} as const;

const sizes = {
  md: 'h-11 px-5 text-base',
  lg: 'h-12 px-6 text-base',
  sm: 'h-10 px-4 text-sm',
  icon: 'size-11 p-0',
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

export function buttonClasses({
  variant = 'primary',
  size = 'md',
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}) {
  return cn(
    'inline-flex shrink-0 select-none items-center justify-center gap-2 rounded-xl font-semibold whitespace-nowrap transition-[background-color,filter,box-shadow,color] duration-150 disabled:pointer-events-none disabled:opacity-55 [&_svg]:size-5 [&_svg]:shrink-0',
    variants[variant],
    sizes[size],
    className,
  );
}

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Renders the child element (a Link) with the button's look. */
  asChild?: boolean;
  /** Shows a spinner and blocks repeated taps while a request runs. */
  loading?: boolean;
}

export function Button({
  variant,
  size,
  asChild,
  loading,
  className,
  children,
  disabled,
  type,
  ...props
}: ButtonProps) {
  if (asChild) {
    return (
      <Slot.Root className={buttonClasses({ variant, size, className })} {...props}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <button
      type={type ?? 'button'}
      className={buttonClasses({ variant, size, className })}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading ? <Spinner size="sm" className="text-current" label={null} /> : null}
      {children}
    </button>
  );
}

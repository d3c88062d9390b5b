import { useSyncExternalStore, type ReactNode } from 'react';
import { CircleAlert, CircleCheck, TriangleAlert, X } from 'lucide-react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { cn } from '@/lib/utils';
import { useLingui } from '@lingui/react/macro';

export type ToastVariant = 'default' | 'destructive' | 'warning';

export interface ToastOptions {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds on screen; errors stay a little longer so slow readers can finish them. */
  duration?: number;
  /** One button in the toast, such as "Undo"; tapping it also closes the toast. */
  action?: { label: string; onClick: () => void };
}

interface ToastEntry extends ToastOptions {
  id: number;
  open: boolean;
}

const MAX_VISIBLE = 3;
const EXIT_ANIMATION_MS = 200;

let toasts: ToastEntry[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: ToastEntry[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function dismissToast(id: number): void {
  emit(toasts.map((entry) => (entry.id === id ? { ...entry, open: false } : entry)));
  setTimeout(() => emit(toasts.filter((entry) => entry.id !== id)), EXIT_ANIMATION_MS);
}

/** Shows a toast from anywhere (components, mutation callbacks). Returns its id. */
export function toast(options: ToastOptions): number {
  const id = nextId++;
  // The same message again (a second wrong code) replaces the first instead of stacking.
  const others = toasts.filter(
    (entry) =>
      !(
        entry.title === options.title &&
        entry.description === options.description &&
        entry.variant === options.variant
      ),
  );
  emit([...others, { ...options, id, open: true }].slice(-MAX_VISIBLE));
  return id;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const variantStyles: Record<ToastVariant, string> = {
  default: 'border-border bg-card',
  destructive: 'border-destructive/35 bg-destructive-soft',
  warning: 'border-warning/35 bg-warning-soft',
};

const variantIcons: Record<ToastVariant, ReactNode> = {
  default: <CircleCheck className="size-5 text-success" aria-hidden />,
  destructive: <CircleAlert className="size-5 text-destructive" aria-hidden />,
  warning: <TriangleAlert className="size-5 text-warning" aria-hidden />,
};

/** Top of the screen on phones, bottom right (at most 420px wide) from md up. */
export function Toaster() {
  const { t } = useLingui();
  // Radix puts the shortcut in the name: "Notifications (F8)".
  const viewportLabel = `${t`Notifications`} ({hotkey})`;
  const entries = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
  return (
    <ToastPrimitive.Provider swipeDirection="right" label={t`Notifications`}>
      {entries.map(({ id, open, title, description, variant = 'default', duration, action }) => (
        <ToastPrimitive.Root
          key={id}
          open={open}
          onOpenChange={(stillOpen) => {
            if (!stillOpen) dismissToast(id);
          }}
          duration={duration ?? (variant === 'default' ? 4000 : 6000)}
          type={variant === 'destructive' ? 'foreground' : 'background'}
          data-variant={variant}
          className={cn(
            'pointer-events-auto relative flex w-full items-start gap-3 rounded-2xl border p-4 pr-12 text-foreground shadow-lg',
            'data-[state=open]:animate-toast-in data-[state=closed]:animate-fade-out',
            'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:animate-fade-out',
            variantStyles[variant],
          )}
        >
          <span className="mt-0.5 shrink-0">{variantIcons[variant]}</span>
          <div className="flex min-w-0 flex-col gap-1">
            <ToastPrimitive.Title className="text-base font-semibold">{title}</ToastPrimitive.Title>
            {description ? (
              <ToastPrimitive.Description className="text-sm break-words text-muted-foreground">
                {description}
              </ToastPrimitive.Description>
            ) : null}
            {action ? (
              <ToastPrimitive.Action
                altText={action.label}
                onClick={action.onClick}
                className="-ml-3 min-h-11 self-start rounded-xl px-3 text-base font-semibold text-primary hover:bg-primary-soft"
              >
                {action.label}
              </ToastPrimitive.Action>
            ) : null}
          </div>
          <ToastPrimitive.Close
            aria-label={t`Dismiss`}
            className="absolute top-1.5 right-1.5 grid size-10 place-items-center rounded-full text-muted-foreground hover:bg-foreground/5 hover:text-foreground"
          >
            <X className="size-4" aria-hidden />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        label={viewportLabel}
        className={cn(
          'fixed inset-x-0 top-0 z-[100] flex max-h-dvh w-full flex-col gap-2 p-3 pt-[max(0.75rem,env(safe-area-inset-top))] outline-none',
          'md:inset-x-auto md:top-auto md:right-0 md:bottom-0 md:max-w-[420px] md:p-5',
        )}
      />
    </ToastPrimitive.Provider>
  );
}

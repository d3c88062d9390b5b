import type { ComponentProps, ReactNode } from 'react';
import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { cn } from '@/lib/utils';
import { DialogOverlay } from './dialog';
import { useLingui } from '@lingui/react/macro';

/** A drawer: the sidebar on phones (left) or a bottom sheet (filters, choices). */
export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;
export const SheetClose = DialogPrimitive.Close;
export const SheetTitle = DialogPrimitive.Title;
export const SheetDescription = DialogPrimitive.Description;

const sides = {
  left: 'inset-y-0 left-0 h-dvh w-[min(20rem,calc(100vw-3.5rem))] border-r data-[state=closed]:animate-slide-out-left data-[state=open]:animate-slide-in-left',
  bottom:
    'inset-x-0 bottom-0 max-h-[85dvh] rounded-t-3xl border-t pb-[env(safe-area-inset-bottom)] data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in',
  /** Full screen on phones (the keyboard takes the lower half); a panel near the top from tablet width. */
  top: 'inset-0 h-dvh pt-[env(safe-area-inset-top)] data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in md:inset-x-0 md:top-[8vh] md:bottom-auto md:mx-auto md:h-auto md:max-h-[80vh] md:w-full md:max-w-xl md:rounded-3xl md:border',
} as const;

export interface SheetContentProps extends ComponentProps<typeof DialogPrimitive.Content> {
  side?: keyof typeof sides;
  /** The close button's name for screen readers; null leaves the closing to the content. */
  closeLabel?: string | null;
}

export function SheetContent({ side = 'left', closeLabel, className, children, ...props }: SheetContentProps) {
  const { t } = useLingui();
  const closeName = closeLabel === undefined ? t`Close menu` : closeLabel;
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content
        className={cn(
          'fixed z-50 flex flex-col overflow-y-auto overscroll-contain border-border bg-card text-card-foreground shadow-2xl outline-none',
          sides[side],
          className,
        )}
        {...props}
      >
        {children}
        {closeName ? (
          <DialogPrimitive.Close
            className="absolute top-2.5 right-2.5 grid size-11 place-items-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground"
            aria-label={closeName}
          >
            <X className="size-5" aria-hidden />
          </DialogPrimitive.Close>
        ) : null}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** A bottom sheet's title and the line under it, above its fields. */
export function SheetHeader({ title, description }: { title: ReactNode; description: ReactNode }) {
  return (
    <div className="px-5 pt-5 pb-3">
      <SheetTitle className="text-xl font-semibold">{title}</SheetTitle>
      <SheetDescription className="mt-1 text-sm text-muted-foreground">{description}</SheetDescription>
    </div>
  );
}

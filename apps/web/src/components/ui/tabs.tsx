import type { ComponentProps } from 'react';
import { Tabs as TabsPrimitive } from 'radix-ui';
import { cn } from '@/lib/utils';

export const Tabs = TabsPrimitive.Root;

/** A segmented row of tabs that scrolls sideways instead of squeezing when the labels do not fit. */
export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn(
        'flex w-full gap-1 overflow-x-auto rounded-2xl bg-muted p-1 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'flex min-h-11 flex-1 shrink-0 items-center justify-center gap-1.5 rounded-xl px-2 text-sm font-semibold whitespace-nowrap text-muted-foreground transition-colors outline-none sm:px-3',
        'hover:text-foreground focus-visible:ring-3 focus-visible:ring-ring data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm',
        '[&_svg]:size-4 [&_svg]:shrink-0',
        className,
      )}
      {...props}
    />
  );
}

/** The panel is a tab stop of its own (WAI-ARIA tabs pattern), so it shows a ring like every other stop. */
export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      className={cn('rounded-2xl outline-none focus-visible:ring-3 focus-visible:ring-ring', className)}
      {...props}
    />
  );
}

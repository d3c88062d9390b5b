import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useVisualViewportStyle } from '../hooks/use-visual-viewport';

/** A conversation fills the phone's screen (over the top and bottom bars); from tablet width, its pane. */
export function ConversationFrame({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const style = useVisualViewportStyle();
  return (
    <section
      aria-label={t`Conversation`}
      style={style}
      className="fixed inset-0 z-40 flex flex-col bg-background md:relative md:inset-auto md:z-auto md:h-full"
    >
      {children}
    </section>
  );
}

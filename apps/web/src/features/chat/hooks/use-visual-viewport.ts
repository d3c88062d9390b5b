import { useEffect, useState, type CSSProperties } from 'react';
import { TABLET_UP } from '@/lib/use-media-query';

/**
 * On phones the keyboard covers the lower part of the screen without resizing the page: the conversation takes the
 * visible part only, so the header stays in view and the text box sits right above the keyboard.
 */
export function useVisualViewportStyle(): CSSProperties | undefined {
  const [style, setStyle] = useState<CSSProperties | undefined>(undefined);
  useEffect(() => {
    const viewport = window.visualViewport;
    const tabletUp = window.matchMedia(TABLET_UP);
    if (!viewport) return;
    const update = () => {
      if (tabletUp.matches || Math.abs(viewport.height - window.innerHeight) < 1) {
        setStyle(undefined);
        return;
      }
      setStyle({ height: `${viewport.height}px`, top: `${viewport.offsetTop}px`, bottom: 'auto' });
    };
    update();
    viewport.addEventListener('resize', update);
    viewport.addEventListener('scroll', update);
    tabletUp.addEventListener('change', update);
    return () => {
      viewport.removeEventListener('resize', update);
      viewport.removeEventListener('scroll', update);
      tabletUp.removeEventListener('change', update);
    };
  }, []);
  return style;
}

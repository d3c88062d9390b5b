import { useEffect, useState, type CSSProperties } from 'react';

const PHONE_QUERY = '(max-width: 767px)';

/**
 * On phones the keyboard covers the lower part of the screen without resizing the page: the conversation takes the
 * visible part only, so the header stays in view and the text box sits right above the keyboard.
 */
export function useVisualViewportStyle(): CSSProperties | undefined {
  const [style, setStyle] = useState<CSSProperties | undefined>(undefined);
  useEffect(() => {
    const viewport = window.visualViewport;
    const phone = window.matchMedia(PHONE_QUERY);
    if (!viewport) return;
    const update = () => {
      if (!phone.matches || Math.abs(viewport.height - window.innerHeight) < 1) {
        setStyle(undefined);
        return;
      }
      setStyle({ height: `${viewport.height}px`, top: `${viewport.offsetTop}px`, bottom: 'auto' });
    };
    update();
    viewport.addEventListener('resize', update);
    viewport.addEventListener('scroll', update);
    phone.addEventListener('change', update);
    return () => {
      viewport.removeEventListener('resize', update);
      viewport.removeEventListener('scroll', update);
      phone.removeEventListener('change', update);
    };
  }, []);
  return style;
}

import { useState } from 'react';

/**
 * True from the first time `open` is true on: a dialog whose code loads only when first opened stays mounted after
 * that, so it can animate closed (and opens at once the next time).
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

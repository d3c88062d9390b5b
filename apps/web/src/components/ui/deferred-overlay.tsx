import {
  startTransition,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type ComponentType,
  type ReactNode,
} from 'react';
import { catalogsReady } from '@/lib/i18n/catalogs';
import { lazyWithCatalogs } from '@/lib/i18n/route-catalogs';

/** What the stand-in button and the overlay's own trigger share, so that the swap cannot be seen. */
export interface OverlayTrigger {
  'aria-label'?: string;
  className: string;
  children: ReactNode;
}

let settled = false;
let listening = false;
const waiting = new Set<() => void>();
/** What a person does on a page, never what the page does by itself. */
const FIRST_USE = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;

/**
 * Once, at the member's first touch, key or scroll on the page: the overlays' code is then loaded and mounted while
 * they read, instead of competing with the page for the phone's bandwidth and main thread in its first seconds.
 */
function whenSettled(then: () => void): () => void {
  if (settled) {
    then();
    return () => undefined;
  }
  if (!listening) {
    listening = true;
    const settle = () => {
      for (const type of FIRST_USE) window.removeEventListener(type, settle, true);
      settled = true;
      for (const each of [...waiting]) each();
      waiting.clear();
    };
    for (const type of FIRST_USE) window.addEventListener(type, settle, { capture: true, passive: true });
  }
  waiting.add(then);
  return () => waiting.delete(then);
}

/** How long a failed load waits before it is tried again, if the phone does not say it is back online first. */
const RETRY_MS = 15_000;

/**
 * An overlay's component, loaded lazily, and `preload`, which resolves once its code (and a Hindi reader's catalogues
 * for it) are in. A failed load (offline, a flaky network) is tried again once the phone is back online instead of
 * failing, so the stand-in stays meanwhile rather than the page giving way to an error (the service worker's precache
 * makes this rare). DeferredOverlay swaps only after `preload`: a render that waited on the network would hold back
 * every other transition React batched with it (a message sent offline would not show).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React's own `lazy`: any props
export function deferredOverlay<T extends ComponentType<any>>(load: () => Promise<T>) {
  const attempt = (): Promise<T> =>
    load().catch(
      () =>
        new Promise<T>((resolve) => {
          const again = () => {
            window.removeEventListener('online', again);
            clearTimeout(timer);
            resolve(attempt());
          };
          const timer = setTimeout(again, RETRY_MS);
          window.addEventListener('online', again);
        }),
    );
  return { Overlay: lazyWithCatalogs(attempt), preload: () => attempt().then(catalogsReady) };
}

/** How the stand-in was activated: the real trigger is activated the same way once it is in. */
type Activation = 'keyboard' | 'pointer';

/**
 * A button whose overlay (a menu, a drawer, the bell's list) mounts once the member starts using the page. Radix's
 * overlays bring their positioning, focus trapping and scroll locking (about 50 KB gzip with the menus' own code),
 * and every member page shows several closed in the top bar and on each post: loaded with the page, they would delay
 * the first post on a slow phone by about half a second (docs/BENCHMARKS.md). Until then `trigger` stands in as a plain button
 * that looks the same. A tap or key on it loads the overlay at once and, once its trigger is on screen, activates it
 * the same way (a key opens a menu with its first item focused, as Radix does); someone who only tabbed to it keeps
 * the focus on the real button. `children` should be the `Overlay` of `deferredOverlay`, its module's only importer,
 * rendering its Radix trigger with `trigger`'s props.
 */
export function DeferredOverlay({
  trigger,
  popup,
  preload,
  onTap,
  children,
}: {
  /** `deferredOverlay(…).preload` of the overlay that `children` renders. */
  preload: () => Promise<unknown>;
  /** The overlay's trigger, or its triggers (one for phones and one from tablet width, say), in the page's order. */
  trigger: OverlayTrigger | readonly OverlayTrigger[];
  /** `aria-haspopup` of the overlay's own trigger, which the stand-in repeats. */
  popup: 'menu' | 'dialog';
  /** Instead of activating the real trigger (an overlay whose open state its parent holds: the parent opens it). */
  onTap?: () => void;
  children: ReactNode;
}) {
  const [pageSettled, setPageSettled] = useState(settled);
  const [activation, setActivation] = useState<Activation | null>(null);
  const wrapper = useRef<HTMLSpanElement>(null);
  /** Which stand-in has the focus or was tapped, if one has. */
  const chosen = useRef<number | null>(null);
  const mounted = pageSettled || activation !== null;

  useEffect(() => {
    if (pageSettled) return;
    // A transition: the stand-in stays on screen until the overlay's code is in, then they swap in one commit.
    let live = true;
    const stop = whenSettled(() => {
      void preload().then(() => live && startTransition(() => setPageSettled(true)));
    });
    return () => {
      live = false;
      stop();
    };
    // `preload` is made once per overlay, at module level.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pageSettled]);
  // Focus or a tap elsewhere forgets the stand-in. Not its blur: the swap itself may blur it.
  useEffect(() => {
    if (mounted) return;
    const elsewhere = (event: Event) => {
      if (!wrapper.current?.contains(event.target as Node)) chosen.current = null;
    };
    document.addEventListener('focusin', elsewhere);
    document.addEventListener('pointerdown', elsewhere, true);
    return () => {
      document.removeEventListener('focusin', elsewhere);
      document.removeEventListener('pointerdown', elsewhere, true);
    };
  }, [mounted]);
  // A passive effect, after the overlay's own (Radix's menus start listening for keys in theirs). The page settling
  // and a tap are separate transitions: the overlay may replace the stand-in before the tap's turn comes.
  useEffect(() => {
    if (!mounted || chosen.current === null) return;
    const real = wrapper.current?.querySelectorAll<HTMLElement>('button')[chosen.current];
    if (!real || real.hasAttribute('data-stand-in')) return;
    real.focus();
    if (activation && !onTap) activate(real, popup, activation);
    // Once when the overlay replaces the stand-in, once more if a tap's turn comes after.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mounted, activation]);

  const choose = (index: number, how: Activation) => {
    chosen.current = index;
    onTap?.();
    void preload().then(() => startTransition(() => setActivation(how)));
  };
  const standIns = (Array.isArray(trigger) ? trigger : [trigger]).map((each: OverlayTrigger, index) => (
    <StandIn
      key={index}
      {...each}
      aria-haspopup={popup}
      onFocus={() => (chosen.current = index)}
      // A press counts at once: the overlay may replace the stand-in before the click that would follow it.
      onPointerDown={(event) => {
        if (event.button === 0) choose(index, 'pointer');
      }}
      // `detail` counts clicks; a click made with Enter or Space has none.
      onClick={(event) => choose(index, event.detail === 0 ? 'keyboard' : 'pointer')}
    />
  ));
  return (
    <span ref={wrapper} className="contents">
      <Suspense fallback={standIns}>{mounted ? children : standIns}</Suspense>
    </span>
  );
}

/** What the member did on the stand-in, done again on the overlay's trigger: Radix menus open on a key or a pointer
 * press, dialogs and popovers on a click. */
function activate(trigger: HTMLElement, popup: 'menu' | 'dialog', how: Activation) {
  if (popup === 'dialog') trigger.click();
  else if (how === 'keyboard')
    trigger.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
  else trigger.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, cancelable: true, button: 0 }));
}

function StandIn(props: ComponentProps<'button'>) {
  return <button type="button" aria-expanded={false} data-state="closed" data-stand-in="" {...props} />;
}

import { Suspense, use, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { createDeferred } from './deferred';

const isServer = typeof window === 'undefined';

function Gate({ open, children }: { open: Promise<void>; children: ReactNode }) {
  use(open);
  return children;
}

function Ready({ box, onReady }: { box: RefObject<HTMLDivElement | null>; onReady?: (box: HTMLDivElement) => void }) {
  useEffect(() => {
    if (box.current) onReady?.(box.current);
  }, [box, onReady]);
  return null;
}

interface ViewportGateProps {
  /** Open at once instead of when on screen. */
  eager?: boolean;
  /** Called once the gated content has committed (hydrated or rendered). */
  onReady?: (box: HTMLDivElement) => void;
  fallback: ReactNode;
  className?: string;
  children: ReactNode;
}

/**
 * Renders its children on the server as usual; in the browser it holds them back (keeping the
 * prerendered HTML as it is, not hydrated) until the box is on screen. Content inside a hidden tab has
 * no box on screen, so it waits until the tab is shown. Whatever the children load (a demo's code, an
 * API definition) is therefore fetched only when a reader can see it.
 */
export function ViewportGate({ eager = false, onReady, fallback, className, children }: ViewportGateProps) {
  const box = useRef<HTMLDivElement>(null);
  const [gate] = useState(() => createDeferred(isServer || eager));

  useEffect(() => {
    const el = box.current;
    if (gate.isSettled() || !el) return;
    if (typeof IntersectionObserver === 'undefined') return gate.resolve();
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        gate.resolve();
        observer.disconnect();
      }
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [gate]);

  return (
    <div className={className} ref={box}>
      <Suspense fallback={fallback}>
        <Gate open={gate.promise}>
          {children}
          <Ready box={box} onReady={onReady} />
        </Gate>
      </Suspense>
    </div>
  );
}

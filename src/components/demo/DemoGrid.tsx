import type { CSSProperties, ReactNode } from 'react';

/** Lays related demos side by side above 1024 px of window width; they stack below it. */
export function DemoGrid({ cols, children }: { cols: number; children: ReactNode }) {
  return (
    <div className="demo-grid" style={{ '--demo-cols': cols } as CSSProperties}>
      {children}
    </div>
  );
}

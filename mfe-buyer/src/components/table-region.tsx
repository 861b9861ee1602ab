import type { ReactNode } from 'react';

/**
 * The box a table scrolls in when it is wider than the screen. It is a named region in the tab
 * order, so a keyboard user can reach it and scroll it with the arrow keys.
 */
export function TableRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="by-table-wrap" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

import { useEffect, useRef, type ReactNode } from 'react';

interface PageHeaderProps {
  title: string;
  intro?: ReactNode;
  actions?: ReactNode;
  /**
   * Brings the title into view below the sticky top bar and moves the focus to it when the page
   * opens, for pages reached from the middle of another one (the order page after paying).
   */
  focusOnOpen?: boolean;
}

export function PageHeader({ title, intro, actions, focusOnOpen = false }: PageHeaderProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const element = heading.current;
    if (!focusOnOpen || !element) return;
    element.focus({ preventScroll: true });
    // The title's scroll margin (buyer.css) keeps it clear of the sticky top bar.
    element.scrollIntoView?.({ block: 'nearest' });
  }, [focusOnOpen]);
  return (
    <header className="by-page-header">
      <div>
        <h1 className="by-page-title" ref={heading} tabIndex={focusOnOpen ? -1 : undefined}>
          {title}
        </h1>
        {intro && <p className="by-page-intro">{intro}</p>}
      </div>
      {actions && <div className="by-page-actions">{actions}</div>}
    </header>
  );
}

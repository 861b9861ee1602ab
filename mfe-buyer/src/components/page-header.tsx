import type { ReactNode } from 'react';

export function PageHeader({ title, intro, actions }: { title: string; intro?: ReactNode; actions?: ReactNode }) {
  return (
    <header className="by-page-header">
      <div>
        <h1 className="by-page-title">{title}</h1>
        {intro && <p className="by-page-intro">{intro}</p>}
      </div>
      {actions && <div className="by-page-actions">{actions}</div>}
    </header>
  );
}

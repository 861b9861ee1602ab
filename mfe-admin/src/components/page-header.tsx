import { usePageTitle } from '@openpresale/shared';
import { Typography } from 'antd';
import type { ReactNode } from 'react';

/** Page heading that also sets the document title '{NAME} | {title}' for as long as the page shows. */
export function PageHeader({ title, extra, description }: { title: string; extra?: ReactNode; description?: ReactNode }) {
  usePageTitle(title);
  return (
    <div className="ad-page-header">
      <div>
        <Typography.Title level={1} className="ad-page-title">
          {title}
        </Typography.Title>
        {description && <Typography.Text type="secondary">{description}</Typography.Text>}
      </div>
      {extra && <div className="ad-page-extra">{extra}</div>}
    </div>
  );
}

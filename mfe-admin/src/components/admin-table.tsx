import { Table, type TableProps } from 'antd';
import { useLayoutEffect, useRef } from 'react';

/**
 * antd's Table with the admin tables' conventions. Where the columns do not fit (a phone), the
 * table scrolls sideways inside its own box; that box gets tabIndex 0, the region role and a name,
 * so a keyboard user can reach and scroll it and a screen reader announces what it holds. antd
 * offers no prop for the box it creates, so the attributes are set on it after each render.
 */
export function AdminTable<T extends object>({ label, scroll, ...props }: TableProps<T> & { label: string }) {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    box.current?.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body').forEach((element) => {
      element.tabIndex = 0;
      element.setAttribute('role', 'region');
      element.setAttribute('aria-label', label);
    });
  });
  return (
    <div ref={box} className="ad-table">
      <Table<T> size="small" scroll={{ x: 'max-content', ...scroll }} {...props} />
    </div>
  );
}

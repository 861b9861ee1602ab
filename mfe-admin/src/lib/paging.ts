import { useCallback, useEffect, useState } from 'react';

export interface Paging {
  pageIndex: number;
  pageSize: number;
}

const PREFIX = 'adminPaging:';

function read(table: string, fallback: Paging): Paging {
  try {
    const raw = localStorage.getItem(PREFIX + table);
    if (!raw) return fallback;
    const parsed = JSON.parse(raw) as Partial<Paging>;
    const pageSize = Number(parsed.pageSize);
    const pageIndex = Number(parsed.pageIndex);
    return {
      pageSize: Number.isInteger(pageSize) && pageSize >= 1 && pageSize <= 100 ? pageSize : fallback.pageSize,
      pageIndex: Number.isInteger(pageIndex) && pageIndex >= 0 ? pageIndex : 0,
    };
  } catch {
    // Storage blocked or a hand-edited value: start from the defaults rather than failing the page.
    return fallback;
  }
}

/**
 * pageIndex (zero-based) and pageSize of one admin table, kept in local storage so the next visit
 * opens where the administrator left (SPEC §3). A new page size starts again at the first page.
 */
export function usePersistentPaging(table: string, defaultPageSize = 10) {
  const [paging, setPaging] = useState<Paging>(() => read(table, { pageIndex: 0, pageSize: defaultPageSize }));

  useEffect(() => {
    try {
      localStorage.setItem(PREFIX + table, JSON.stringify(paging));
    } catch {
      // Private mode without storage: paging still works for this visit.
    }
  }, [table, paging]);

  const setPageIndex = useCallback((pageIndex: number) => setPaging((p) => ({ ...p, pageIndex: Math.max(0, pageIndex) })), []);
  const setPageSize = useCallback(
    (pageSize: number) =>
      setPaging((p) => (p.pageSize === pageSize ? p : { pageIndex: 0, pageSize: Math.min(100, Math.max(1, Math.round(pageSize))) })),
    [],
  );

  return { ...paging, setPageIndex, setPageSize };
}

/**
 * When the current page is past the end (its last row was deleted, or a filter shrank the list),
 * step back to the last page that exists.
 */
export function useClampPage(paging: { pageIndex: number; pageSize: number; setPageIndex(i: number): void }, total: number | undefined) {
  const { pageIndex, pageSize, setPageIndex } = paging;
  useEffect(() => {
    if (total === undefined || pageIndex === 0) return;
    const lastIndex = Math.max(0, Math.ceil(total / pageSize) - 1);
    if (pageIndex > lastIndex) setPageIndex(lastIndex);
  }, [total, pageIndex, pageSize, setPageIndex]);
}

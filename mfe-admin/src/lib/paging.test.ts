import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePersistentPaging } from './paging';

describe('usePersistentPaging (SPEC §3 admin tables)', () => {
  it('restores page and page size on the next visit', () => {
    const first = renderHook(() => usePersistentPaging('users', 10));
    act(() => first.result.current.setPageSize(25));
    act(() => first.result.current.setPageIndex(3));
    first.unmount();
    const next = renderHook(() => usePersistentPaging('users', 10));
    expect(next.result.current.pageSize).toBe(25);
    expect(next.result.current.pageIndex).toBe(3);
  });

  it('goes back to the first page when the page size changes', () => {
    const { result } = renderHook(() => usePersistentPaging('transactions', 10));
    act(() => result.current.setPageIndex(4));
    act(() => result.current.setPageSize(50));
    expect(result.current.pageIndex).toBe(0);
  });

  it('ignores a stored page size outside 1–100', () => {
    localStorage.setItem('adminPaging:users', JSON.stringify({ pageIndex: 2, pageSize: 5000 }));
    const { result } = renderHook(() => usePersistentPaging('users', 10));
    expect(result.current.pageSize).toBe(10);
  });
});

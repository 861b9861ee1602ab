/**
 * A long hash or wallet address cut to its first and last characters ('0x12ab…cdef'), the parts a
 * person compares against their wallet; short values stay whole.
 */
export function shortValue(value: string, head = 6, tail = 4): string {
  return value.length <= head + tail + 1 ? value : `${value.slice(0, head)}…${value.slice(-tail)}`;
}

import { useEffect, useState } from 'react';

/**
 * The current time in ms, refreshed every second until `endTime` has passed; then it stops
 * ticking, since nothing on screen changes any more.
 */
export function useClockUntil(endTime: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!(endTime > Date.now())) {
      setNow(Date.now());
      return;
    }
    const timer = setInterval(() => {
      const tick = Date.now();
      setNow(tick);
      if (tick >= endTime) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [endTime]);
  return now;
}

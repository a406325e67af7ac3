import { useEffect, useState } from 'react';

/** An index that moves to the next of `count` items every `intervalMs`, wrapping round. */
export function useRotation(count: number, intervalMs: number): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (count < 2) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [count, intervalMs]);
  return count === 0 ? 0 : index % count;
}

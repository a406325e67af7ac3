import { useEffect, useState } from 'react';

/** `value`, once it has stopped changing for `delay` ms: the search box asks the server once per pause. */
export function useDebouncedValue<T>(value: T, delay = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

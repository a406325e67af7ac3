import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useDebouncedValue } from './use-debounced-value';

/**
 * A list's search box: what the user types shows at once, and `commit` (which writes the URL, and so asks
 * the server) runs once the text has settled for `delayMs`, trimmed, and only when it differs from
 * `committed`. The latest `commit` is kept in a ref, so callers pass an inline function without a stale
 * closure and without silencing the hooks lint.
 */
export function useSearchBox(committed: string, commit: (search: string) => void, delayMs = 300) {
  const [typed, setTyped] = useState(committed);
  const settled = useDebouncedValue(typed.trim(), delayMs);
  const latest = useRef({ committed, commit });
  useEffect(() => {
    latest.current = { committed, commit };
  });
  useEffect(() => {
    if (settled !== latest.current.committed) latest.current.commit(settled);
  }, [settled]);
  return {
    value: typed,
    setValue: setTyped,
    onChange: (event: ChangeEvent<HTMLInputElement>) => setTyped(event.target.value),
  };
}

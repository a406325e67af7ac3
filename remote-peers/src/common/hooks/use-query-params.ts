import { useSearchParams } from 'react-router-dom';

/**
 * Screen state kept in the URL (PRODUCT.md §3: page, size, search and filters survive a reload and can be
 * shared). `set` drops empty values and goes back to page 1 whenever anything but the page changes.
 */
export function useQueryParams<Key extends string>(): { get: (key: Key) => string; set: (next: Partial<Record<Key, string | number | undefined>>) => void } {
  const [params, setSearchParams] = useSearchParams();
  return {
    get: (key) => params.get(key) ?? '',
    set: (next) =>
      setSearchParams((previous) => {
        const updated = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(next)) {
          if (value === '' || value === undefined) updated.delete(key);
          else updated.set(key, String(value));
        }
        if (!('page' in next)) updated.delete('page');
        return updated;
      }),
  };
}

import { useSearchParams } from 'react-router-dom';

type Value = string | number | undefined;
export type UrlParams<Key extends string> = {
  /** The parameter's text, '' when absent. */
  get: (key: Key) => string;
  /** Writes the given keys (an empty value removes one); a change to anything but the page starts again at page 1. */
  set: (next: Partial<Record<Key, Value>>) => void;
};

/** Screen state kept in the URL (the screens' docs in docs/): page, size, search and filters survive a reload and can be shared. */
export function useUrlParams<Key extends string>(): UrlParams<Key> {
  const [params, setSearchParams] = useSearchParams();
  return {
    get: (key) => params.get(key) ?? '',
    set: (next) =>
      setSearchParams((previous) => {
        const updated = new URLSearchParams(previous);
        for (const [key, value] of Object.entries<Value>(next)) {
          if (value === '' || value === undefined) updated.delete(key);
          else updated.set(key, String(value));
        }
        const page = (next as Partial<Record<string, Value>>).page;
        if (Object.keys(next).some((key) => key !== 'page') || Number(page) === 1) updated.delete('page');
        return updated;
      }),
  };
}

export type UrlListState<Key extends string> = UrlParams<Key | 'page' | 'perPage' | 'search'> & {
  page: number;
  perPage: number;
  search: string;
};

/** A paged, searched list's state in the URL: the page (1 when absent or nonsense), a page size the API takes, the search. */
export function useUrlListState<Key extends string = never>(options: {
  sizes: readonly number[];
  defaultPerPage: number;
}): UrlListState<Key> {
  const params = useUrlParams<Key | 'page' | 'perPage' | 'search'>();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const asked = Number(params.get('perPage'));
  const perPage = options.sizes.includes(asked) ? asked : options.defaultPerPage;
  return { ...params, page, perPage, search: params.get('search') };
}

import { FEED_PAGE_SIZE, PAGE_SIZES } from '@timely/contract';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The feed's page and page size, kept in the URL (`?page=2&perPage=20`) so a link or reload keeps them. */
export function useFeedPageParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = positiveInt(searchParams.get('page')) ?? 1;
  const requested = positiveInt(searchParams.get('perPage'));
  const perPage = requested && (PAGE_SIZES as readonly number[]).includes(requested) ? requested : FEED_PAGE_SIZE;

  const setPage = useCallback(
    (nextPage: number, nextPerPage: number = perPage) => {
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        if (nextPage > 1) next.set('page', String(nextPage));
        else next.delete('page');
        if (nextPerPage !== FEED_PAGE_SIZE) next.set('perPage', String(nextPerPage));
        else next.delete('perPage');
        return next;
      });
    },
    [perPage, setSearchParams],
  );
  return { page, perPage, setPage };
}

function positiveInt(value: string | null): number | undefined {
  const number = Number(value);
  return value && Number.isInteger(number) && number >= 1 ? number : undefined;
}

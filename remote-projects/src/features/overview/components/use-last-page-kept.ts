import { useEffect } from 'react';

/**
 * Back to a paged widget's last page when its list shrank under the page shown (projects closed, left or
 * deleted since): a page past the end would show an empty list above a pager.
 */
export function useLastPageKept(page: number, totalPages: number | undefined, setPage: (page: number) => void) {
  useEffect(() => {
    if (totalPages !== undefined && totalPages > 0 && page > totalPages) setPage(totalPages);
  }, [page, totalPages, setPage]);
}

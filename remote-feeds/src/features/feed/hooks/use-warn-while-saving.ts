import { useIsMutating } from '@tanstack/react-query';
import { useEffect } from 'react';
import { feedKeys } from '../api/feed-query-keys';

/**
 * While a post, edit or delete is on its way to the server, closing or reloading the tab asks first:
 * the change shows already, but would be lost if the request never finished.
 */
export function useWarnWhileSaving(): void {
  const saving = useIsMutating({ mutationKey: feedKeys.all }) > 0;
  useEffect(() => {
    if (!saving) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [saving]);
}

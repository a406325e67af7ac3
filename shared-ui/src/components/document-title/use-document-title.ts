import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { screenTitle } from '../../portal-paths';

/** Keeps the browser tab's title on the current screen's name (the host's router and a remote alone). */
export function useDocumentTitle(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = screenTitle(pathname);
  }, [pathname]);
}

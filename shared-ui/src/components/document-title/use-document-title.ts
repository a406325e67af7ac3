import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { screenTitle } from '../../portal-paths';

/**
 * Keeps the browser tab's title on the current screen's name (the host's router and a remote alone). The
 * host passes the screens the remotes publish, which name a screen this build's route table may not know.
 */
export function useDocumentTitle(screens: ReadonlyArray<{ path: string; title: string }> = []): void {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = screenTitle(pathname, screens);
  }, [pathname, screens]);
}

import { useEffect } from 'react';
import { fetchRemoteManifest } from './remote-manifest';
import { getRemoteStatuses } from './remote-status';
import { findMismatches, portalSharedVersions } from './shared-compat';

let started = false;

/** Starts prefetchRemotes once per page load; rendered inside <Deferred> by the layout. */
export function PrefetchRemotes() {
  useEffect(() => {
    if (started) return;
    started = true;
    void prefetchRemotes();
  }, []);
  return null;
}

/**
 * Fetches into the browser's cache, without running it, the code that opening each remote not loaded
 * yet starts with, so that a first visit waits for its data and not for its scripts. Called once the
 * first screen has settled (app-layout.tsx). A remote whose manifest does not load, or that was built
 * for other shared-library versions, is skipped: its visit says what is wrong.
 */
export async function prefetchRemotes(): Promise<void> {
  const remotes = Object.values(getRemoteStatuses().remotes).filter((remote) => remote?.state === 'not loaded');
  await Promise.all(
    remotes.map(async (remote) => {
      try {
        const manifest = await fetchRemoteManifest(remote!.url);
        if (findMismatches(manifest.shared, portalSharedVersions()).length) return;
        for (const href of manifest.appFiles) addPrefetchLink(href);
      } catch {
        // down or broken: nothing to warm up
      }
    }),
  );
}

function addPrefetchLink(href: string): void {
  // rel=prefetch: lowest priority, into the HTTP cache (hashed chunks are immutable for a year)
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.as = 'script';
  link.href = href;
  document.head.append(link);
}

import {
  acceptOverrides,
  overrideParams,
  OVERRIDE_PARAM_PREFIX,
  type RefusedOverride,
  type RemoteMap,
} from './remote-map';

// sessionStorage: an integration tester's overrides last for their browser session (this tab), no longer.
const STORAGE_KEY = 'timely.remoteOverrides.v1';

/**
 * The overrides for this session: those already kept, plus any `remote.<key>=` in the address (which are
 * then removed from it). Refused ones are reported, never kept.
 */
export function resolveSessionOverrides(
  location: Location,
  allowList: readonly string[],
): { overrides: RemoteMap; refused: RefusedOverride[] } {
  const fromAddress = overrideParams(location.search);
  // kept ones are checked again: the allow-list may have changed since they were accepted
  const kept = Object.entries(readKept()).map(([remote, url]) => ({ remote, url: url ?? '' }));
  const { accepted: overrides, refused } = acceptOverrides([...kept, ...fromAddress], allowList);
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(overrides));
  if (!fromAddress.length) return { overrides, refused };
  const params = new URLSearchParams(location.search);
  for (const { remote } of fromAddress) params.delete(`${OVERRIDE_PARAM_PREFIX}${remote}`);
  const search = params.toString();
  window.history.replaceState(
    window.history.state,
    '',
    `${location.pathname}${search ? `?${search}` : ''}${location.hash}`,
  );
  return { overrides, refused };
}

/** Back to the deployed remote map: forget the overrides and start the portal again from it. */
export function returnToDeployedMap(): void {
  sessionStorage.removeItem(STORAGE_KEY);
  // a fresh start, because a remote's container cannot be swapped for another build inside one page
  window.location.reload();
}

function readKept(): RemoteMap {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as RemoteMap) : {};
  } catch {
    return {}; // unreadable: behave as if none were kept
  }
}

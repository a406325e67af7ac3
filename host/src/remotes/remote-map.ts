import { REMOTE_KEYS, type RemoteKey } from '@timely/shared-ui';

/** Which manifest URL each remote is loaded from. */
export type RemoteMap = Partial<Record<RemoteKey, string>>;
export type RefusedOverride = { remote: string; url: string; reason: string };

/** `?remote.feeds=http://…/mf-manifest.json` asks to load the feeds remote from there, for this session. */
export const OVERRIDE_PARAM_PREFIX = 'remote.';

export function overrideParams(search: string): Array<{ remote: string; url: string }> {
  const params = new URLSearchParams(search);
  return [...params.entries()]
    .filter(([name]) => name.startsWith(OVERRIDE_PARAM_PREFIX))
    .map(([name, url]) => ({ remote: name.slice(OVERRIDE_PARAM_PREFIX.length), url }));
}

/**
 * An override is taken only for a known remote, an http(s) URL, and an origin on the host's allow-list
 * (config.json `remoteOverrideOrigins`; `http://localhost:*` allows any port): a link cannot make the
 * portal run a stranger's code.
 */
export function acceptOverrides(
  requested: Array<{ remote: string; url: string }>,
  allowList: readonly string[],
): { accepted: RemoteMap; refused: RefusedOverride[] } {
  const accepted: RemoteMap = {};
  const refused: RefusedOverride[] = [];
  for (const { remote, url } of requested) {
    if (!(REMOTE_KEYS as readonly string[]).includes(remote)) {
      refused.push({ remote, url, reason: `there is no remote called "${remote}"` });
      continue;
    }
    const parsed = safeUrl(url);
    if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) {
      refused.push({ remote, url, reason: 'it is not an http(s) URL' });
      continue;
    }
    if (!isAllowedOrigin(parsed, allowList)) {
      refused.push({ remote, url, reason: `${parsed.origin} is not on this portal's allow-list` });
      continue;
    }
    accepted[remote as RemoteKey] = parsed.toString();
  }
  return { accepted, refused };
}

export function isAllowedOrigin(url: URL, allowList: readonly string[]): boolean {
  return allowList.some((entry) => {
    const pattern = /^(https?):\/\/([^/:]+)(?::(\d+|\*))?\/?$/.exec(entry.trim());
    if (!pattern) return false;
    const [, protocol, hostname, port] = pattern;
    if (url.protocol !== `${protocol}:` || url.hostname !== hostname) return false;
    if (port === '*') return true;
    const defaultPort = url.protocol === 'https:' ? '443' : '80';
    return (url.port || defaultPort) === (port ?? defaultPort);
  });
}

function safeUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

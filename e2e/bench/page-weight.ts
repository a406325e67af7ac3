import type { CDPSession, Page } from '@playwright/test';

/** What a page holds: the JavaScript it downloaded (compressed), and the copies of the shared libraries it loaded. */

const SHARED = ['react-dom', 'antd', 'jotai', 'react-router-dom'];

/** Compressed bytes of every JavaScript response since the last take(), with when each was requested. */
export async function jsMeter(page: Page) {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const requestedAt = new Map<string, number>();
  const scriptUrl = new Map<string, string>();
  let scripts: { url: string; bytes: number; requestedAt: number }[] = [];
  cdp.on('Network.requestWillBeSent', (event) => requestedAt.set(event.requestId, event.wallTime * 1000));
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script' || event.response.mimeType.includes('javascript'))
      scriptUrl.set(event.requestId, event.response.url);
  });
  cdp.on('Network.loadingFinished', (event) => {
    const url = scriptUrl.get(event.requestId);
    if (url === undefined) return;
    scripts.push({ url, bytes: event.encodedDataLength, requestedAt: requestedAt.get(event.requestId) ?? 0 });
  });
  /** A round trip on the same CDP session first: every network event sent before it has then arrived. */
  async function drain() {
    await cdp.send('Runtime.evaluate', { expression: '0' });
    const taken = scripts;
    scripts = [];
    // BENCH_FILES=1 lists every script: which chunk a budget goes to
    if (process.env.BENCH_FILES)
      for (const script of taken) console.log(`  ${(script.bytes / 1024).toFixed(1).padStart(7)} KB  ${script.url}`);
    return taken;
  }
  const kb = (taken: { bytes: number }[]) => taken.reduce((sum, script) => sum + script.bytes, 0) / 1024;
  // the scripts of every take() so far that counted towards a step (takeSplit: those before the content)
  const counted: string[] = [];
  return {
    counted: () => [...counted],
    async take() {
      const taken = await drain();
      counted.push(...taken.map((script) => script.url));
      if (process.env.BENCH_FILES) console.log(`  ${kb(taken).toFixed(1).padStart(7)} KB  in all, this step`);
      return kb(taken);
    },
    /** The scripts requested before `cutoff` (ms since the epoch, the page's clock) and those after. */
    async takeSplit(cutoff: number) {
      const taken = await drain();
      counted.push(...taken.filter((script) => script.requestedAt < cutoff).map((script) => script.url));
      const before = kb(taken.filter((script) => script.requestedAt < cutoff));
      const after = kb(taken.filter((script) => script.requestedAt >= cutoff));
      if (process.env.BENCH_FILES)
        console.log(
          `  ${before.toFixed(1).padStart(7)} KB  requested before the content showed, ${after.toFixed(1)} KB after`,
        );
      return { before, after };
    },
  };
}

/** How many versions of each shared library were loaded, from the federation runtime's share scope. */
export async function copies(page: Page): Promise<string> {
  const counts = await page.evaluate((names) => {
    const share =
      (
        window as unknown as {
          __FEDERATION__?: {
            __SHARE__?: Record<
              string,
              Record<string, Record<string, Record<string, { loaded?: boolean; loading?: unknown }>>>
            >;
          };
        }
      ).__FEDERATION__?.__SHARE__ ?? {};
    const result: Record<string, number> = {};
    for (const name of names) {
      const loaded = new Set<string>();
      for (const scopes of Object.values(share)) {
        for (const [version, info] of Object.entries(scopes.default?.[name] ?? {}))
          if (info.loaded || info.loading) loaded.add(version);
      }
      result[name] = loaded.size;
    }
    return result;
  }, SHARED);
  return SHARED.map((name) => `${name.replace('react-router-dom', 'router')} ${counts[name]}`).join(', ');
}

import type { Page, Request } from '@playwright/test';
import { livePaths } from '@timely/contract';
import { API_URL } from '../fixtures/shell';

/**
 * What bench:web reads in the page: init scripts that keep the largest contentful paint, the last click and
 * every layout shift, and the waits that tell when a screen's content shows and when the page has settled.
 */

/** Keeps the latest largest-contentful-paint entry in window.__lcp (an init script of the page). */
export function observeLcp(): void {
  const win = window as unknown as { __lcp: number | null };
  win.__lcp = null;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) win.__lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

/** Keeps when the last click happened in window.__clickAt (ms since the epoch, as __contentAt). */
export function observeClicks(): void {
  document.addEventListener(
    'click',
    (event) => {
      (window as unknown as { __clickAt: number }).__clickAt = performance.timeOrigin + event.timeStamp;
    },
    { capture: true },
  );
}

/**
 * Keeps every layout shift in window.__shifts: when (ms since the epoch), how much, and whether it followed an
 * input within half a second (the Web Vitals' CLS leaves those out: a page that changes where its user just
 * clicked is not a surprise).
 */
export function observeLayoutShifts(): void {
  const win = window as unknown as { __shifts: Array<{ at: number; value: number; input: boolean }> };
  win.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
      win.__shifts.push({
        at: performance.timeOrigin + entry.startTime,
        value: entry.value,
        input: entry.hadRecentInput,
      });
  }).observe({ type: 'layout-shift', buffered: true });
}

/**
 * The layout shift since `since` (ms since the epoch, the page's clock): the sum of the shifts after it that
 * CLS counts (`unexpected`), and of all of them, those right after the click included (`all`). A sum over the
 * visit, not CLS's worst five-second window: at least as large.
 */
export async function layoutShiftSince(page: Page, since: number): Promise<{ unexpected: number; all: number }> {
  return page.evaluate((from) => {
    const shifts = (
      window as unknown as { __shifts: Array<{ at: number; value: number; input: boolean }> }
    ).__shifts.filter((shift) => shift.at >= from);
    // no named helper inside: tsx would name it with a function the page does not have
    return {
      unexpected: shifts.reduce((total, shift) => total + (shift.input ? 0 : shift.value), 0),
      all: shifts.reduce((total, shift) => total + shift.value, 0),
    };
  }, since);
}

export async function lcp(page: Page): Promise<number | null> {
  return page.evaluate(() => (window as unknown as { __lcp: number | null }).__lcp);
}

/**
 * Navigates to `path` as a link in the page does (the router follows popstate), from a click the browser
 * counts as the user's: on a button of the bench's own, out of the layout in a corner, whose handler pushes the
 * path. The screen's heading is marked as the one left, so the next screen's content is told from it.
 */
export async function navigateInPage(page: Page, path: string): Promise<void> {
  await page.evaluate(`(() => {
    const main = document.querySelector('main') ?? document.body;
    const heading = main.querySelector('h1') ?? main.querySelector('h2, h3, [role="heading"]') ?? main.firstElementChild;
    window.__leftHeading = { node: heading, text: heading?.textContent ?? '' };
    let button = document.getElementById('bench-navigation');
    if (!button) {
      button = document.createElement('button');
      button.id = 'bench-navigation';
      button.setAttribute('aria-hidden', 'true');
      button.tabIndex = -1;
      button.style.cssText = 'position:fixed;left:0;top:0;width:4px;height:4px;opacity:0;padding:0;border:0;z-index:2147483647';
      document.body.append(button);
    }
    button.onclick = () => {
      history.pushState(null, '', ${JSON.stringify(path)});
      dispatchEvent(new PopStateEvent('popstate'));
    };
  })()`);
  await page.mouse.click(1, 1);
}

/**
 * The main area holds a screen other than the one left (its heading, or its first element where it has none, is
 * another element or says something else), with 40 characters more than its heading (a screen's frame before
 * its data, "Tasks Export Board List", is not its content) and no spinner or skeleton left in it (what a screen
 * defers until after its content, marked data-deferred, aside unless `deferredToo`). Checked on every animation
 * frame; the moment it first holds is kept in window.__contentAt (ms since the epoch) and its text in __contentText.
 */
export async function contentShown(page: Page, { deferredToo = false } = {}): Promise<void> {
  await page.waitForFunction(
    (all) => {
      const win = window as unknown as { __leftHeading?: { node: Element | null; text: string } };
      const main = document.querySelector('main') ?? document.body;
      // a page without a heading (the not-authorized page's antd Result) is told by the main area's first element
      const titled = main.querySelector('h1') ?? main.querySelector('h2, h3, [role="heading"]');
      const heading = titled ?? main.firstElementChild;
      const title = titled?.textContent?.trim() ?? '';
      const left = win.__leftHeading;
      const another = !!heading && (!left || heading !== left.node || (heading.textContent ?? '') !== left.text);
      // recharts' (hidden) tooltip and dnd-kit's announcements (the board) are live regions too: not a loading state
      const busySelector = [
        '[role="status"]:not(.recharts-default-tooltip):not([id^="DndLiveRegion"])',
        '.ant-spin-spinning',
        '.ant-skeleton-active',
      ]
        .map((selector) => (all ? selector : `${selector}:not([data-deferred] *)`))
        .join(', ');
      const text = (main as HTMLElement).innerText.trim();
      const shown = another && !main.querySelector(busySelector) && text.length > title.length + 40;
      if (shown)
        Object.assign(window, {
          __contentAt: performance.timeOrigin + performance.now(),
          __contentText: text.slice(0, 160),
        });
      return shown;
    },
    deferredToo,
    { timeout: 30_000, polling: 'raf' },
  );
}

/**
 * Watches the page's requests: `quiet()` waits until none has been in flight for half a second (Playwright's
 * "networkidle", for a page already loaded), so a visit starts from a portal that has done what it does on its
 * own once a screen has settled; `repeatedSince()` names the API reads asked more than once since the last call
 * (a screen that asks one URL twice on one visit waits on it twice).
 */
export function requestWatch(page: Page): { quiet(): Promise<void>; repeatedSince(): string[] } {
  let inFlight = 0;
  let lastActivity = Date.now();
  let reads: string[] = [];
  // the live stream (GET /v2/events/stream) stays open for as long as the page: it is never "in flight" work
  const counted = (request: Request) => !request.url().includes(livePaths.stream);
  const settle = (request: Request) => counted(request) && ((inFlight -= 1), (lastActivity = Date.now()));
  page.on('request', (request) => {
    if (!counted(request)) return;
    inFlight += 1;
    lastActivity = Date.now();
    if (request.method() === 'GET' && request.url().startsWith(API_URL))
      reads.push(request.url().slice(API_URL.length));
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return {
    async quiet() {
      while (inFlight > 0 || Date.now() - lastActivity < 500) await page.waitForTimeout(50);
    },
    repeatedSince() {
      const seen = new Map<string, number>();
      for (const url of reads) seen.set(url, (seen.get(url) ?? 0) + 1);
      reads = [];
      return [...seen].filter(([, times]) => times > 1).map(([url, times]) => `${url} ×${times}`);
    },
  };
}

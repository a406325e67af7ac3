import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { configure } from '@testing-library/react';
import { IntlMessageFormat } from 'intl-messageformat';
import { parseMessage } from '../src/webpack/messages-loader.mjs';
// the module every app's `@timely/shared-ui` resolves to (one instance per test file)
import { loadAllCatalogsIn, setMessageCompiler } from '../../shared-ui/src/i18n/use-messages';

// findBy* waits up to 5 s: on a busy two-core CI machine, lazy components and antd take longer than 1 s
configure({ asyncUtilTimeout: 5_000 });

// react-router reads these; jsdom does not provide them
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom lacks what antd measures with: give it harmless stand-ins.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

// Node's worker_threads MessageChannel keeps jest from exiting; React's scheduler only needs a timer.
class TimerMessageChannel {
  port1: { onmessage: ((event: unknown) => void) | null; close: () => void } = { onmessage: null, close: () => {} };
  port2 = {
    postMessage: (data: unknown) => {
      setTimeout(() => this.port1.onmessage?.({ data }), 0);
    },
    close: () => {},
  };
}
Object.defineProperty(globalThis, 'MessageChannel', { writable: true, value: TimerMessageChannel });

// rc-table asks for pseudo-element styles, which jsdom does not implement.
const getComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => getComputedStyle(element);

class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Object.defineProperty(window, 'ResizeObserver', { writable: true, value: NoopResizeObserver });

// antd writes its CSS-in-JS into <style> tags. jsdom then matches every rule's selector against the
// element on each getComputedStyle call (user-event makes one per element on every click): that was
// half of the component tests' time. The tests read roles, text and inline styles, never antd's
// stylesheet, so its <style> tags stay in the DOM (antd finds and reuses them) but stay empty.
function emptyAntdStyle(node: Node) {
  if (!(node instanceof HTMLStyleElement) || !node.hasAttribute('data-rc-order')) return;
  node.textContent = '';
  Object.defineProperty(node, 'innerHTML', { configurable: true, get: () => '', set: () => {} });
}
const appendChild = Node.prototype.appendChild;
const insertBefore = Node.prototype.insertBefore;
Node.prototype.appendChild = function <T extends Node>(this: Node, node: T): T {
  emptyAntdStyle(node);
  return appendChild.call(this, node) as T;
};
Node.prototype.insertBefore = function <T extends Node>(this: Node, node: T, child: Node | null): T {
  emptyAntdStyle(node);
  return insertBefore.call(this, node, child) as T;
};

// Under jest an app's messages files load as plain JSON (the build parses them, jest does not): parse each
// message when first shown, with the build's own parse. A value left out fails the test here (the browser shows
// it empty).
const formatters = new Map<string, (values?: Record<string, string | number>) => string>();
setMessageCompiler((source, language) => {
  const key = `${language}\u0000${source}`;
  let format = formatters.get(key);
  if (!format) {
    const parsed = parseMessage(source);
    const formatter = typeof parsed === 'string' ? undefined : new IntlMessageFormat(parsed, language);
    format = (values) => (formatter ? String(formatter.format(values)) : (parsed as string));
    formatters.set(key, format);
  }
  return format;
});

// In the browser the shell waits for a screen's messages before showing it; a test renders its component at once,
// so the English of every catalog its modules define is there before each test (another language, a test loads).
beforeEach(() => loadAllCatalogsIn('en'));

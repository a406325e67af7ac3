/** The reader's labels for what antd's control icons do. */
export type ControlIconLabels = { clear: string; search: string; remove: string; moreTabs: string };

// antd names each icon inside its controls by its English icon name ("close-circle", "search", "down") and
// its select's clear button "Clear", in every language, and has no setting for those names: the icons that
// act get the reader's word; the select's arrow and the tabs' overflow dots (they only decorate: the tabs'
// button has its own name) are hidden.
const ICONS: ReadonlyArray<readonly [selector: string, label: keyof ControlIconLabels | null]> = [
  ['.ant-select-suffix .anticon, .ant-tabs-nav-more .anticon', null],
  [
    '.ant-select-clear, .ant-select-clear .anticon, .ant-input-clear-icon .anticon, .ant-picker-clear .anticon',
    'clear',
  ],
  ['.ant-input-search-btn .anticon', 'search'],
  ['.ant-select-selection-item-remove .anticon', 'remove'],
  // the tabs' overflow button, named "expanded dropdown" in English by antd's tabs
  ['.ant-tabs-nav-more', 'moreTabs'],
];
const ANY_ICON = ICONS.map(([selector]) => selector).join(', ');

/** Names (or hides) the control icons in `root` and below it. */
export function nameControlIcons(root: Element, labels: ControlIconLabels): void {
  for (const [selector, label] of ICONS) {
    const found = root.matches(selector) ? [root, ...root.querySelectorAll(selector)] : root.querySelectorAll(selector);
    for (const element of found) {
      if (label === null) element.setAttribute('aria-hidden', 'true');
      else if (element.getAttribute('aria-label') !== labels[label]) element.setAttribute('aria-label', labels[label]);
    }
  }
}

/**
 * Keeps every control icon of the page named while the page changes (antd draws a select's clear icon only
 * while it has a value, and swaps its arrow for a search icon while open). Returns the stop.
 */
export function watchControlIcons(root: Element, labels: ControlIconLabels): () => void {
  nameControlIcons(root, labels);
  const observer = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes)
        if (node instanceof Element && (node.matches(ANY_ICON) || node.querySelector(ANY_ICON)))
          nameControlIcons(node.parentElement ?? node, labels);
  });
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}

// The elements whose text runs on without a space, as axe's label-content-name-mismatch reads a subtree
const PHRASING = new Set([
  'A',
  'ABBR',
  'B',
  'BDI',
  'BDO',
  'CODE',
  'EM',
  'I',
  'KBD',
  'LABEL',
  'MARK',
  'S',
  'SMALL',
  'SPAN',
  'STRONG',
  'SUB',
  'SUP',
  'U',
]);
// axe's punctuation set: dropped from both texts before they are compared
const PUNCTUATION = /[\u2000-\u206F\u2E00-\u2E7F\\'!"#$%&\xa3\xa2\xa5\xa7\u20ac()*+,\-./:;<=>?@[\]^_`{|}~\xb1]/g;

/** The text a user sees in an element, joined the way WCAG 2.5.3 checkers join it (aria-hidden parts left out). */
export function visibleText(element: Element): string {
  let text = '';
  for (const node of Array.from(element.childNodes)) {
    if (node.nodeType === Node.TEXT_NODE) text += node.textContent ?? '';
    else if (node instanceof Element && node.getAttribute('aria-hidden') !== 'true') {
      const inner = visibleText(node);
      text += PHRASING.has(node.tagName) ? inner : ` ${inner} `;
    }
  }
  return text;
}

/** Whether the element's aria-label contains its visible text, in the order shown (Label in Name). */
export function labelContainsVisibleText(element: Element): boolean {
  const label = curate(element.getAttribute('aria-label') ?? '');
  const shown = curate(visibleText(element));
  return shown === '' || label.includes(shown);
}

function curate(text: string): string {
  return text.replace(PUNCTUATION, '').replace(/\s+/g, ' ').trim().toLowerCase();
}

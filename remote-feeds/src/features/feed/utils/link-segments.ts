import { LinkifyIt } from 'linkify-it';

export type TextSegment = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// Only web links become anchors: no mailto:, ftp: or protocol-relative //, never javascript: (which
// linkify-it does not match anyway). Bare domains such as github.com/x get an http:// prefix.
const linkify = new LinkifyIt({ fuzzyLink: true, fuzzyEmail: false })
  .add('mailto:', null)
  .add('ftp:', null)
  .add('//', null);

/**
 * Splits plain text into text and link segments. The caller renders segments as React text and <a>
 * elements, so nothing a user typed is ever interpreted as HTML.
 */
export function linkSegments(text: string): TextSegment[] {
  const matches = linkify.match(text) ?? [];
  const segments: TextSegment[] = [];
  let cursor = 0;
  for (const match of matches) {
    if (!/^https?:\/\//i.test(match.url)) continue;
    if (match.index > cursor) segments.push({ kind: 'text', text: text.slice(cursor, match.index) });
    segments.push({ kind: 'link', text: match.text, href: match.url });
    cursor = match.lastIndex;
  }
  if (cursor < text.length) segments.push({ kind: 'text', text: text.slice(cursor) });
  return segments;
}

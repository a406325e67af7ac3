import { Typography } from 'antd';
import { Fragment, type ReactNode } from 'react';

const URL_PATTERN = /(https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]])/gi;

/**
 * A comment as plain text: web addresses become links, `@Name` of a mentioned peer is set in bold, and
 * nothing is ever read as HTML (React escapes every piece).
 */
export function renderPlainText(text: string, mentionNames: readonly string[]): ReactNode[] {
  return text.split(URL_PATTERN).map((piece, index) =>
    index % 2 === 1 ? (
      <Typography.Link key={index} href={piece} target="_blank" rel="noopener noreferrer nofollow">
        {piece}
      </Typography.Link>
    ) : (
      <Fragment key={index}>{withMentions(piece, mentionNames)}</Fragment>
    ),
  );
}

function withMentions(text: string, names: readonly string[]): ReactNode[] {
  if (names.length === 0) return [text];
  const escaped = [...names]
    .sort((a, b) => b.length - a.length)
    .map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return text
    .split(new RegExp(`(@(?:${escaped.join('|')}))`, 'g'))
    .map((piece, index) => (index % 2 === 1 ? <strong key={index}>{piece}</strong> : piece));
}

/** The peers whose `@Name` is in the text, for the comment's mention ids. */
export function mentionedIn<Person extends { _id: string; name: string }>(
  text: string,
  team: readonly Person[],
): Person[] {
  return team.filter((person) => text.includes(`@${person.name}`));
}

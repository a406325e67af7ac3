import { Typography } from 'antd';
import { Fragment, useMemo } from 'react';
import { linkSegments } from '../utils/link-segments';

type PostTextProps = { text: string };

/**
 * A post's words as plain text, with web links clickable. Everything renders as React text nodes or an
 * <a> whose href is an http(s) URL, so markup a user typed shows as the characters they typed.
 */
export function PostText({ text }: PostTextProps) {
  const segments = useMemo(() => linkSegments(text), [text]);
  return (
    <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0 }}>
      {segments.map((segment, index) =>
        segment.kind === 'link' ? (
          <a key={index} href={segment.href} target="_blank" rel="noopener noreferrer nofollow">
            {segment.text}
          </a>
        ) : (
          <Fragment key={index}>{segment.text}</Fragment>
        ),
      )}
    </Typography.Paragraph>
  );
}

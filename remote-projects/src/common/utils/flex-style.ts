import type { CSSProperties } from 'react';

/**
 * A flex box as a plain style, for what repeats by the hundred (board cards, backlog rows): antd's Flex
 * runs a style hook per instance, and four of them in each of a board's 120 cards showed in its profile.
 */
export function flexStyle({
  gap = 0,
  vertical = false,
  wrap = false,
  align,
  justify,
}: {
  gap?: number;
  vertical?: boolean;
  wrap?: boolean;
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
}): CSSProperties {
  return {
    display: 'flex',
    flexDirection: vertical ? 'column' : 'row',
    flexWrap: wrap ? 'wrap' : 'nowrap',
    gap,
    alignItems: align,
    justifyContent: justify,
  };
}

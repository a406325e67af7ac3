import type { ReactNode } from 'react';

// a card's title is a heading of the page's outline, in the card title's own size
const headingStyle = { fontSize: 'inherit', fontWeight: 'inherit', margin: 0 } as const;

/** A user card's title. */
export function CardHeading({ children }: { children: ReactNode }) {
  return <h2 style={headingStyle}>{children}</h2>;
}

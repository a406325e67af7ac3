import { Rate } from '@timely/shared-ui/antd-more';
import { cloneElement, type ComponentProps, type ReactElement } from 'react';

/**
 * antd's Rate as a group of radio buttons: its stars are radios inside a list, and the form item's
 * aria-required and aria-invalid landed on that list, which may not carry them. Named as a radiogroup,
 * with the list items out of the way, the stars belong to a group that may.
 */
// Rate's props do not list `role`; Rate passes it on to its list all the same
const RADIOGROUP = { role: 'radiogroup' };

export function ScoreRate({ 'aria-label': label, ...props }: ComponentProps<typeof Rate> & { 'aria-label': string }) {
  return (
    <Rate
      {...props}
      {...RADIOGROUP}
      aria-label={label}
      characterRender={(star) => cloneElement(star as ReactElement<{ role?: string }>, { role: 'none' })}
    />
  );
}

import { Tooltip, type TooltipProps } from 'antd';
import { cloneElement, useState, type FocusEventHandler, type PointerEventHandler, type ReactElement } from 'react';

type Child = ReactElement<{ onPointerEnter?: PointerEventHandler; onFocus?: FocusEventHandler }>;

/**
 * antd's Tooltip, mounted the first time its child is pointed at or focused. A Tooltip costs about a
 * millisecond to render and to commit, so a grid of hundreds (the availability heatmap's 240 cells)
 * rendered its cells plain in a fraction of the time; the tooltip then opens at once, as a mounted one would.
 */
export function HoverTooltip({ children, ...tooltip }: Omit<TooltipProps, 'children'> & { children: Child }) {
  const [armed, setArmed] = useState(false);
  if (armed) {
    return (
      <Tooltip {...tooltip} defaultOpen>
        {children}
      </Tooltip>
    );
  }
  const arm = () => setArmed(true);
  return cloneElement(children, { onPointerEnter: arm, onFocus: arm });
}

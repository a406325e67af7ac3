import { Tooltip, type TooltipProps } from 'antd';
import {
  cloneElement,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
  type Ref,
} from 'react';

type ChildProps = {
  onPointerEnter?: (event: PointerEvent) => void;
  onFocus?: (event: FocusEvent) => void;
  ref?: Ref<HTMLElement>;
};

/**
 * antd's Tooltip, mounted the first time its child is pointed at or focused. A Tooltip costs about a
 * millisecond to render and to commit, so a grid of hundreds (the availability heatmap's 240 cells)
 * renders its cells plain in a fraction of the time; the tooltip then opens at once, as a mounted one
 * would. Mounting it puts a new element in the child's place: one that had the keyboard focus gets it back.
 */
export function HoverTooltip({
  children,
  ...tooltip
}: Omit<TooltipProps, 'children'> & { children: ReactElement<ChildProps> }) {
  const [armedBy, setArmedBy] = useState<'pointer' | 'focus' | null>(null);
  const element = useRef<HTMLElement>(null);
  useEffect(() => {
    if (armedBy === 'focus') element.current?.focus();
  }, [armedBy]);
  if (armedBy) {
    return (
      <Tooltip {...tooltip} defaultOpen>
        {cloneElement(children, { ref: element })}
      </Tooltip>
    );
  }
  const { onPointerEnter, onFocus } = children.props;
  return cloneElement(children, {
    onPointerEnter: (event: PointerEvent) => {
      onPointerEnter?.(event);
      setArmedBy('pointer');
    },
    onFocus: (event: FocusEvent) => {
      onFocus?.(event);
      setArmedBy('focus');
    },
  });
}

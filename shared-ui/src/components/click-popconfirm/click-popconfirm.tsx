import {
  cloneElement,
  lazy,
  Suspense,
  useCallback,
  useRef,
  useState,
  type ComponentProps,
  type MouseEvent,
  type ReactElement,
  type Ref,
} from 'react';

// antd-more is on the page before any screen shows a Popconfirm (it brings the tables they sit in):
// this only keeps Popconfirm out of the first screens' code
const Popconfirm = lazy(() => import('@timely/shared-ui/antd-more').then((module) => ({ default: module.Popconfirm })));

type TriggerProps = { onClick?: (event: MouseEvent<HTMLElement>) => void; ref?: Ref<HTMLElement> };

/**
 * antd's Popconfirm, mounted the first time its trigger is clicked (or pressed with the keyboard), and
 * open from then on as a mounted one would be. A table's row actions each wrapped in a Popconfirm cost
 * ~60 ms of a projects page's first render, for dialogs that open one at a time, if ever. Mounting it
 * puts a new element in the trigger's place, which takes the focus back.
 */
export function ClickPopconfirm({
  children,
  ...popconfirm
}: Omit<ComponentProps<typeof Popconfirm>, 'children'> & { children: ReactElement<TriggerProps> }) {
  const [armed, setArmed] = useState(false);
  const focusPending = useRef(true);
  // once, when the mounted trigger arrives: a later re-render of the row must not pull the focus back
  const takeFocus = useCallback((element: HTMLElement | null) => {
    if (!element || !focusPending.current) return;
    focusPending.current = false;
    element.focus();
  }, []);
  if (!armed) {
    return cloneElement(children, {
      onClick: (event: MouseEvent<HTMLElement>) => {
        children.props.onClick?.(event);
        setArmed(true);
      },
    });
  }
  return (
    <Suspense fallback={children}>
      <Popconfirm {...popconfirm} defaultOpen>
        {cloneElement(children, { ref: takeFocus })}
      </Popconfirm>
    </Suspense>
  );
}

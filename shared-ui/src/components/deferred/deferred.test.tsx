import { act, cleanup, render, screen } from '@testing-library/react';
import { Deferred } from './deferred';

describe('Deferred', () => {
  afterEach(() => {
    // unmount while the stubs still exist: the effect's clean-up calls cancelIdleCallback
    cleanup();
    jest.useRealTimers();
    delete (window as Partial<Window>).requestIdleCallback;
    delete (window as Partial<Window>).cancelIdleCallback;
  });

  it('shows the fallback on the first paint and the content once the browser is idle', () => {
    let runIdle: IdleRequestCallback | undefined;
    window.requestIdleCallback = (callback) => {
      runIdle = callback;
      return 1;
    };
    window.cancelIdleCallback = jest.fn();
    render(<Deferred fallback={<p>placeholder</p>}>chart</Deferred>);
    expect(screen.getByText('placeholder')).toBeInTheDocument();
    expect(screen.queryByText('chart')).not.toBeInTheDocument();
    act(() => runIdle?.({ didTimeout: false, timeRemaining: () => 10 }));
    expect(screen.getByText('chart')).toBeInTheDocument();
    expect(screen.queryByText('placeholder')).not.toBeInTheDocument();
  });

  it('falls back to the next task where the browser has no idle callbacks', () => {
    jest.useFakeTimers();
    render(<Deferred fallback={<p>placeholder</p>}>chart</Deferred>);
    expect(screen.getByText('placeholder')).toBeInTheDocument();
    act(() => jest.runOnlyPendingTimers());
    expect(screen.getByText('chart')).toBeInTheDocument();
  });

  it('cancels the pending callback when unmounted before the browser is idle', () => {
    const cancel = jest.fn();
    window.requestIdleCallback = () => 7;
    window.cancelIdleCallback = cancel;
    const { unmount } = render(<Deferred fallback={<p>placeholder</p>}>chart</Deferred>);
    unmount();
    expect(cancel).toHaveBeenCalledWith(7);
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Profiler, type ReactNode } from 'react';
import { LoadingState } from '../loading-state/loading-state';
import { Deferred } from './deferred';

function renderWithQueries(ui: ReactNode, client = new QueryClient()) {
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

/** A request of the query cache that stays in flight until `finish` is called. */
function pendingRequest(client: QueryClient) {
  let finish: () => void = () => undefined;
  void client.fetchQuery({
    queryKey: ['slow'],
    queryFn: () => new Promise<string>((resolve) => (finish = () => resolve('done'))),
  });
  return () => finish();
}

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
    renderWithQueries(<Deferred fallback={<p>placeholder</p>}>chart</Deferred>);
    expect(screen.getByText('placeholder')).toBeInTheDocument();
    expect(screen.queryByText('chart')).not.toBeInTheDocument();
    act(() => runIdle?.({ didTimeout: false, timeRemaining: () => 10 }));
    expect(screen.getByText('chart')).toBeInTheDocument();
    expect(screen.queryByText('placeholder')).not.toBeInTheDocument();
  });

  it('waits while the screen still fetches its data, then loads', async () => {
    jest.useFakeTimers();
    const client = new QueryClient();
    const finish = pendingRequest(client);
    renderWithQueries(<Deferred fallback={<p>placeholder</p>}>chart</Deferred>, client);
    act(() => jest.advanceTimersByTime(1_000));
    expect(screen.getByText('placeholder')).toBeInTheDocument();
    await act(async () => finish());
    // the query cache tells its observers on the next task, then the idle stand-in runs on the one after
    await act(async () => jest.runOnlyPendingTimersAsync());
    await act(async () => jest.runOnlyPendingTimersAsync());
    expect(screen.getByText('chart')).toBeInTheDocument();
  });

  it('stops waiting for a request that never ends after three seconds', () => {
    jest.useFakeTimers();
    const client = new QueryClient();
    pendingRequest(client);
    renderWithQueries(<Deferred fallback={<p>placeholder</p>}>chart</Deferred>, client);
    act(() => jest.advanceTimersByTime(2_900));
    expect(screen.getByText('placeholder')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    act(() => jest.runOnlyPendingTimers());
    expect(screen.getByText('chart')).toBeInTheDocument();
  });

  it('cancels the pending callback when unmounted before the browser is idle', () => {
    const cancel = jest.fn();
    window.requestIdleCallback = () => 7;
    window.cancelIdleCallback = cancel;
    const { unmount } = renderWithQueries(<Deferred fallback={<p>placeholder</p>}>chart</Deferred>);
    unmount();
    expect(cancel).toHaveBeenCalledWith(7);
  });
});

describe("Deferred behind the screen's loading placeholders", () => {
  afterEach(() => {
    cleanup();
    jest.useRealTimers();
  });

  it("waits while a route, module or widget placeholder shows, but not for another deferred part's own", () => {
    jest.useFakeTimers();
    const screenFor = (moduleLoading: boolean) => (
      <QueryClientProvider client={new QueryClient()}>
        {moduleLoading && <LoadingState label="Loading the module" />}
        <Deferred fallback={<LoadingState label="Loading the chart" deferred />}>chart</Deferred>
      </QueryClientProvider>
    );
    const { rerender } = render(screenFor(true));
    act(() => jest.advanceTimersByTime(1_000));
    expect(screen.queryByText('chart')).not.toBeInTheDocument();
    rerender(screenFor(false));
    act(() => jest.runOnlyPendingTimers());
    expect(screen.getByText('chart')).toBeInTheDocument();
  });

  it('stops watching the query cache once settled: the requests of later screens do not re-render it', async () => {
    jest.useFakeTimers();
    const client = new QueryClient();
    const commits = jest.fn();
    renderWithQueries(
      <Profiler id="deferred" onRender={commits}>
        <Deferred fallback={<p>placeholder</p>}>chart</Deferred>
      </Profiler>,
      client,
    );
    await act(async () => jest.runOnlyPendingTimersAsync());
    expect(screen.getByText('chart')).toBeInTheDocument();
    commits.mockClear();
    // a later screen's request starts and ends: an urgent update here would restart a route change
    const finish = pendingRequest(client);
    await act(async () => jest.runOnlyPendingTimersAsync());
    await act(async () => finish());
    await act(async () => jest.runOnlyPendingTimersAsync());
    expect(commits).not.toHaveBeenCalled();
  });
});

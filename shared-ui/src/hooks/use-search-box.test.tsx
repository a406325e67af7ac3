import { act, renderHook } from '@testing-library/react';
import type { ChangeEvent } from 'react';
import { useSearchBox } from './use-search-box';

const typing = (value: string) => ({ target: { value } }) as ChangeEvent<HTMLInputElement>;

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('shows each key at once and commits the trimmed text once it has settled', () => {
  const commit = jest.fn();
  const { result } = renderHook(() => useSearchBox('', commit, 300));
  act(() => result.current.onChange(typing('ad')));
  act(() => result.current.onChange(typing('ada ')));
  expect(result.current.value).toBe('ada ');
  act(() => jest.advanceTimersByTime(299));
  expect(commit).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(1));
  expect(commit).toHaveBeenCalledTimes(1);
  expect(commit).toHaveBeenCalledWith('ada');
});

it('does not commit what is already committed, and calls the latest commit function', () => {
  const first = jest.fn();
  const second = jest.fn();
  const { result, rerender } = renderHook(({ commit }) => useSearchBox('kept', commit, 300), {
    initialProps: { commit: first },
  });
  act(() => jest.advanceTimersByTime(1000));
  expect(first).not.toHaveBeenCalled();
  rerender({ commit: second });
  act(() => result.current.onChange(typing('new')));
  act(() => jest.advanceTimersByTime(300));
  expect(first).not.toHaveBeenCalled();
  expect(second).toHaveBeenCalledWith('new');
});

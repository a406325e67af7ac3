import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { useUrlListState } from './use-url-list-state';

function setup(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => ({ list: useUrlListState<'deleted'>({ sizes: [10, 20, 40], defaultPerPage: 20 }), location: useLocation() }),
    { wrapper },
  );
}

it('reads page, size and search, refusing sizes the API does not take', () => {
  const { result } = setup('/peers?page=3&perPage=40&search=ada');
  expect(result.current.list).toMatchObject({ page: 3, perPage: 40, search: 'ada' });
  const odd = setup('/peers?page=-2&perPage=1000');
  expect(odd.result.current.list).toMatchObject({ page: 1, perPage: 20, search: '' });
});

it('goes back to page 1 when anything but the page changes, and drops empty values', () => {
  const { result } = setup('/peers?page=3&search=ada');
  act(() => result.current.list.set({ page: 4 }));
  expect(result.current.location.search).toBe('?page=4&search=ada');
  act(() => result.current.list.set({ search: '', deleted: 1 }));
  expect(result.current.location.search).toBe('?deleted=1');
  act(() => result.current.list.set({ page: 1, perPage: 40 }));
  expect(result.current.location.search).toBe('?deleted=1&perPage=40');
});

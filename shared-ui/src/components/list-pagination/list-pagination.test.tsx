import { render, screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { isValidElement, type ReactNode } from 'react';
import { listPagination } from './list-pagination';

const base = { page: 3, perPage: 20, total: 95, sizes: [10, 20, 40] as const };

it('moves between pages at the same size', () => {
  const onChange = jest.fn();
  listPagination({ ...base, onChange }).onChange!(4, 20);
  expect(onChange).toHaveBeenCalledWith({ page: 4, perPage: 20 });
});

it('starts again at page 1 when the size changes', () => {
  const onChange = jest.fn();
  listPagination({ ...base, onChange }).onChange!(3, 40);
  expect(onChange).toHaveBeenCalledWith({ page: 1, perPage: 40 });
});

it("offers the sizes the API takes and counts in the list's noun", () => {
  const pager = listPagination({ ...base, describeTotal: (count) => `${count} peers`, onChange: jest.fn() });
  expect(pager).toMatchObject({
    current: 3,
    pageSize: 20,
    total: 95,
    pageSizeOptions: ['10', '20', '40'],
    showSizeChanger: true,
  });
  expect(textOf(pager.showTotal!(95, [41, 60]))).toBe('95 peers');
  const { container } = render(listPagination({ ...base, onChange: jest.fn() }).showTotal!(95, [41, 60]));
  expect(container).toHaveTextContent('41–60 of 95');
});

it('isolates the total (a number then English words) so a right-to-left page keeps its order', () => {
  const total = listPagination({ ...base, describeTotal: (count) => `${count} peers`, onChange: jest.fn() }).showTotal!(
    95,
    [41, 60],
  );
  expect(isValidElement(total) && total.type).toBe('bdi');
  expect(isValidElement(listPagination({ ...base, onChange: jest.fn() }).showTotal!(95, [41, 60]))).toBe(true);
});

function textOf(node: ReactNode): string {
  return isValidElement<{ children: string }>(node) ? node.props.children : String(node);
}

it.each([
  ['de', '41–60 von 95'],
  ['ar', '41–60 من 95'],
])('says the range in the portal language (%s)', async (language, text) => {
  const total = listPagination({ ...base, onChange: jest.fn() }).showTotal!(95, [41, 60]);
  render(<ConfigProvider locale={{ locale: language }}>{total}</ConfigProvider>);
  expect(await screen.findByText(text)).toBeInTheDocument();
});

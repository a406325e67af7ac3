import { fireEvent, render, screen, within } from '@testing-library/react';
import { Table } from '../../antd/antd-more';
import { pinnedColumn, sidewaysScroll } from './sideways-table';

type Row = { id: string; name: string; score: number };
const rows: Row[] = [
  { id: '1', name: 'Atlas', score: 4 },
  { id: '2', name: 'Cobalt', score: 5 },
];

function renderTable(width?: number) {
  return render(
    <Table<Row>
      rowKey="id"
      dataSource={rows}
      pagination={false}
      {...sidewaysScroll(width)}
      columns={[
        pinnedColumn<Row>('start', { title: 'Name', dataIndex: 'name', onCell: () => ({ style: { color: 'red' } }) }),
        { title: 'Score', dataIndex: 'score' },
        pinnedColumn<Row>('end', { title: 'Actions', key: 'actions', render: () => 'Edit' }),
      ]}
    />,
  );
}

it('scrolls sideways without the row rc-table measures columns with', () => {
  const { container } = renderTable();
  // the measuring row is what costs a forced layout and a second render (scroll={{ x }} renders it)
  expect(container.querySelector('.ant-table-measure-row')).toBeNull();
  const table = screen.getByRole('table');
  expect(table.style.width).toBe('max-content');
  expect(table.style.minWidth).toBe('100%');
  expect(table.parentElement).toHaveClass('ant-table-content');
  expect(table.parentElement!.style.overflowX).toBe('auto');
});

it('keeps a table at least as wide as asked, in pixels', () => {
  renderTable(720);
  expect(screen.getByRole('table').style.width).toBe('720px');
});

it('pins the first and the last column, header and cells, keeping their own styles', () => {
  renderTable();
  const name = screen.getByRole('columnheader', { name: 'Name' });
  expect(name).toHaveClass('ant-table-cell-fix', 'ant-table-cell-fix-start');
  const atlas = screen.getByRole('cell', { name: 'Atlas' });
  expect(atlas).toHaveClass('ant-table-cell-fix-start');
  expect(atlas.style.color).toBe('red');
  expect(atlas.getAttribute('style')).toMatch(/inset-inline-start: 0/);
  const actions = screen.getByRole('columnheader', { name: 'Actions' });
  expect(actions).toHaveClass('ant-table-cell-fix-end');
  expect(within(screen.getAllByRole('row')[1]!).getByRole('cell', { name: 'Edit' })).toHaveClass(
    'ant-table-cell-fix-end',
  );
  // the column in between scrolls
  expect(screen.getByRole('cell', { name: '4' })).not.toHaveClass('ant-table-cell-fix');
});

it('gives every table of one width the same table component (a new one would remount the table)', () => {
  expect(sidewaysScroll().components.table).toBe(sidewaysScroll('max-content').components.table);
  expect(sidewaysScroll(720).components.table).not.toBe(sidewaysScroll().components.table);
});

it('casts a pinned column’s shadow only while columns are hidden on its side', () => {
  renderTable();
  const table = screen.getByRole('table');
  const content = table.parentElement!;
  // jsdom lays nothing out: a 1,000 px table in a 400 px card
  Object.defineProperty(content, 'scrollWidth', { value: 1000 });
  Object.defineProperty(content, 'clientWidth', { value: 400 });
  const shadows = () => [
    table.style.getPropertyValue('--timely-pinned-start-shadow'),
    table.style.getPropertyValue('--timely-pinned-end-shadow'),
  ];
  const scrollTo = (left: number) => {
    content.scrollLeft = left;
    fireEvent.scroll(content);
  };
  scrollTo(0);
  expect(shadows()).toEqual(['none', expect.stringMatching(/^-10px 0 8px -8px /)]);
  scrollTo(300);
  expect(shadows()).toEqual([expect.stringMatching(/^10px 0 8px -8px /), expect.stringMatching(/^-10px/)]);
  scrollTo(600);
  expect(shadows()).toEqual([expect.stringMatching(/^10px/), 'none']);
  expect(screen.getByRole('cell', { name: 'Atlas' }).getAttribute('style')).toMatch(
    /box-shadow: var\(--timely-pinned-start-shadow, none\)/,
  );
  // both sides are pinned: no shadow at the card's edges on top of the columns' own
  expect(table.closest('.ant-table')).not.toHaveClass('ant-table-fix-start-shadow-show');
  expect(table.closest('.ant-table')).not.toHaveClass('ant-table-fix-end-shadow-show');
});

it('shows the card edge’s shadow on a side without a pinned column, as antd does', () => {
  const { container } = render(
    <Table<Row>
      rowKey="id"
      dataSource={rows}
      pagination={false}
      {...sidewaysScroll(720)}
      columns={[
        { title: 'Name', dataIndex: 'name' },
        { title: 'Score', dataIndex: 'score' },
      ]}
    />,
  );
  const content = screen.getByRole('table').parentElement!;
  Object.defineProperty(content, 'scrollWidth', { value: 720 });
  Object.defineProperty(content, 'clientWidth', { value: 390 });
  const root = container.querySelector('.ant-table')!;
  content.scrollLeft = 0;
  fireEvent.scroll(content);
  expect(root).toHaveClass('ant-table-fix-end-shadow-show');
  expect(root).not.toHaveClass('ant-table-fix-start-shadow-show');
  content.scrollLeft = 330;
  fireEvent.scroll(content);
  expect(root).toHaveClass('ant-table-fix-start-shadow-show');
  expect(root).not.toHaveClass('ant-table-fix-end-shadow-show');
});

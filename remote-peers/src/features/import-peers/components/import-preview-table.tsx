import type { PeerImportColumn, PeerImportRow } from '@timely/contract';
import { sidewaysScroll, Table } from '@timely/shared-ui/antd-more';
import { Flex, Tag, Typography } from 'antd';

type ImportPreviewTableProps = { rows: PeerImportRow[] };

const COLUMNS: Array<{ key: PeerImportColumn; title: string }> = [
  { key: 'name', title: 'Name' },
  { key: 'email', title: 'Email' },
  { key: 'employeeId', title: 'Employee id' },
  { key: 'jobRole', title: 'Job role' },
  { key: 'designation', title: 'Designation' },
  { key: 'location', title: 'Location' },
  { key: 'level', title: 'Level' },
];
const FIELD_NAMES: Record<string, string> = Object.fromEntries(COLUMNS.map((column) => [column.key, column.title]));

/** Each row of the sheet as the server read it, with its errors by field (or OK). */
export function ImportPreviewTable({ rows }: ImportPreviewTableProps) {
  return (
    <Table<PeerImportRow>
      rowKey="row"
      size="small"
      aria-label="Import preview"
      dataSource={rows}
      pagination={rows.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
      {...sidewaysScroll()}
      columns={[
        { title: 'Row', dataIndex: 'row', key: 'row', width: 64 },
        ...COLUMNS.map(({ key, title }) => ({
          title,
          key,
          render: (_: unknown, row: PeerImportRow) => {
            const value = row.values[key];
            const wrong = row.errors.some((entry) => entry.field === key);
            return (
              <Typography.Text type={wrong ? 'danger' : undefined}>
                {value || (key === 'level' ? 'level1' : '—')}
              </Typography.Text>
            );
          },
        })),
        {
          title: 'Result',
          key: 'result',
          render: (_, row) =>
            row.errors.length ? (
              <Flex vertical gap={2}>
                {row.errors.map((entry) => (
                  <Typography.Text
                    key={`${entry.field}-${entry.message}`}
                    type="danger"
                  >{`${FIELD_NAMES[entry.field] ?? entry.field} ${entry.message}`}</Typography.Text>
                ))}
              </Flex>
            ) : (
              <Tag color="success">OK</Tag>
            ),
        },
      ]}
    />
  );
}

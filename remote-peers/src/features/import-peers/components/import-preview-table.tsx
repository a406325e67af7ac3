import type { PeerImportColumn, PeerImportRow } from '@timely/contract';
import { useFieldErrorText } from '@timely/shared-auth';
import { sidewaysScroll, Table } from '@timely/shared-ui/antd-more';
import { useMessages, pagerItem } from '@timely/shared-ui';
import { Flex, Tag, Typography } from 'antd';
import { peersMessages, type PeersTranslate } from '../../../messages/messages';

type ImportPreviewTableProps = { rows: PeerImportRow[] };

/** Each field's name as the peers list labels it. */
export const FIELD_LABELS = {
  name: 'peers.table.name',
  email: 'peers.table.email',
  employeeId: 'peers.table.employeeId',
  jobRole: 'peers.table.jobRole',
  designation: 'peers.table.designation',
  location: 'peers.table.location',
  level: 'peers.table.level',
  hireDate: 'peers.record.hireDate',
  manager: 'peers.record.manager',
} as const satisfies Record<PeerImportColumn, string>;

// a cell as wide as a long name at most: a 5,000-character cell is cut with an ellipsis (the whole of it in a
// tooltip), so it cannot push the Email and Result columns out of sight
const CELL_MAX_WIDTH = 200;
const RESULT_MAX_WIDTH = 360;

/** A field's name in the reader's language; a field the sheet does not have keeps its code. */
const fieldName = (t: PeersTranslate, field: string) =>
  field in FIELD_LABELS ? t(FIELD_LABELS[field as PeerImportColumn]) : field;

/** Each row of the sheet as the server read it, with its errors by field (or OK). */
export function ImportPreviewTable({ rows }: ImportPreviewTableProps) {
  const t = useMessages(peersMessages);
  const fieldText = useFieldErrorText();
  return (
    <Table<PeerImportRow>
      rowKey="row"
      size="small"
      aria-label={t('import.preview.label')}
      dataSource={rows}
      pagination={rows.length > 20 ? { pageSize: 20, showSizeChanger: false, itemRender: pagerItem } : false}
      {...sidewaysScroll()}
      columns={[
        { title: t('import.preview.row'), dataIndex: 'row', key: 'row', width: 64 },
        ...(Object.keys(FIELD_LABELS) as PeerImportColumn[]).map((key) => ({
          title: t(FIELD_LABELS[key]),
          key,
          render: (_: unknown, row: PeerImportRow) => {
            const value = row.values[key];
            const wrong = row.errors.some((entry) => entry.field === key);
            return (
              <Typography.Text
                type={wrong ? 'danger' : undefined}
                style={{ maxWidth: CELL_MAX_WIDTH }}
                ellipsis={value ? { tooltip: value } : false}
              >
                {value || (key === 'level' ? 'level1' : '—')}
              </Typography.Text>
            );
          },
        })),
        {
          title: t('import.preview.result'),
          key: 'result',
          render: (_, row) =>
            row.errors.length ? (
              <Flex vertical gap={2} style={{ maxWidth: RESULT_MAX_WIDTH, whiteSpace: 'normal' }}>
                {row.errors.map((entry) => (
                  <Typography.Text key={`${entry.field}-${entry.message}`} type="danger">
                    {t('import.preview.problem', { field: fieldName(t, entry.field), problem: fieldText(entry) })}
                  </Typography.Text>
                ))}
              </Flex>
            ) : (
              <Tag color="success">{t('import.preview.ok')}</Tag>
            ),
        },
      ]}
    />
  );
}

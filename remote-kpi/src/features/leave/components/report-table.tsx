import { LEAVE_TYPE_VALUES, type LeaveReport } from '@timely/contract';
import { useMessages, pagerItem } from '@timely/shared-ui';
import { Typography } from 'antd';
import { sidewaysScroll, Table } from '@timely/shared-ui/antd-more';
import { kpiMessages } from '../../../messages/messages';
import { reportColumns, type ReportRow } from './report-columns';

/** Days off per peer and month, a column per leave type, with the totals in the last row. */
export function ReportTable({ report }: { report: LeaveReport }) {
  const t = useMessages(kpiMessages);
  return (
    <Table<ReportRow>
      rowKey={(row) => `${row.peer._id}-${row.month}`}
      size="small"
      aria-label={t('leave.report.tableAria')}
      dataSource={report.rows}
      pagination={{ pageSize: 20, hideOnSinglePage: true, itemRender: pagerItem }}
      {...sidewaysScroll(640)}
      columns={reportColumns(t)}
      summary={() => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0} colSpan={2}>
            <Typography.Text strong>{t('leave.report.total')}</Typography.Text>
          </Table.Summary.Cell>
          {LEAVE_TYPE_VALUES.map((type, index) => (
            <Table.Summary.Cell key={type} index={index + 2} align="right">
              {report.totals[type]}
            </Table.Summary.Cell>
          ))}
          <Table.Summary.Cell index={6} align="right">
            <Typography.Text strong>{report.totals.total}</Typography.Text>
          </Table.Summary.Cell>
        </Table.Summary.Row>
      )}
    />
  );
}

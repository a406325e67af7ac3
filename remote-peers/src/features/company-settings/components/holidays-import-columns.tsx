import type { HolidayImportRow } from '@timely/contract';
import { formatDateWithWeekday } from '@timely/shared-ui';
import type { TableColumnsType } from 'antd';
import { Typography } from 'antd';
import type { PeersTranslate } from '../../../messages/messages';

/** The import preview's columns: row number, day, name and the row's problems (or OK). */
export function holidaysImportColumns(t: PeersTranslate) {
  const columns: TableColumnsType<HolidayImportRow> = [
    { key: 'row', title: t('settings.holidayImport.row'), dataIndex: 'row', width: 60 },
    {
      key: 'day',
      title: t('settings.holidays.date'),
      render: (_, row) =>
        row.errors.some((error) => error.column === 'date') ? row.day || '—' : formatDateWithWeekday(row.day),
    },
    { key: 'name', title: t('settings.holidays.name'), render: (_, row) => row.name || '—' },
    {
      key: 'problems',
      title: t('settings.holidayImport.problemsColumn'),
      render: (_, row) =>
        row.errors.length ? (
          <Typography.Text type="danger">
            {row.errors.map((error) => `${error.column} ${error.message}`).join('; ')}
          </Typography.Text>
        ) : (
          <Typography.Text type="success">{t('settings.holidayImport.ok')}</Typography.Text>
        ),
    },
  ];
  return columns;
}

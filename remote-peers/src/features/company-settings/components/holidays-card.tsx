import type { PublicHoliday } from '@timely/contract';
import { useErrorText, QueryErrorState } from '@timely/shared-auth';
import { ClickPopconfirm, formatDateWithWeekday, LoadingState, useMessages } from '@timely/shared-ui';
import { pinnedColumn, Select, sidewaysScroll, Table } from '@timely/shared-ui/antd-more';
import { App, Button, Card, Flex, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useOptions } from '../../../common/api/get-options';
import { useDeleteHoliday } from '../api/delete-holiday';
import { peersMessages } from '../../../messages/messages';
import { HolidayModal } from './holiday-modal';
import { HolidaysImportModal } from './holidays-import-modal';

type Editing = { holiday: PublicHoliday | null } | null;

/** Public holidays, a year at a time: add, edit, delete, or import a CSV. Leave and availability counts skip them. */
export function HolidaysCard() {
  const t = useMessages(peersMessages);
  const options = useOptions();
  const [year, setYear] = useState(() => new Date().getFullYear());
  const [editing, setEditing] = useState<Editing>(null);
  const [importing, setImporting] = useState(false);
  const holidays = useMemo(() => options.data?.publicHolidays ?? [], [options.data]);
  const years = useMemo(
    () =>
      [...new Set([year - 1, year, year + 1, ...holidays.map((holiday) => Number(holiday.day.slice(0, 4)))])].sort(),
    [holidays, year],
  );
  const ofYear = holidays.filter((holiday) => holiday.day.startsWith(`${year}-`));

  return (
    <Card
      title={t('settings.holidays.title')}
      style={{ maxWidth: 720, marginTop: 16 }}
      extra={
        <Select
          aria-label={t('settings.holidays.year')}
          value={year}
          onChange={setYear}
          options={years.map((value) => ({ value, label: String(value) }))}
          style={{ width: 96 }}
        />
      }
    >
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <Button type="primary" onClick={() => setEditing({ holiday: null })}>
          {t('settings.holidays.add')}
        </Button>
        <Button onClick={() => setImporting(true)}>{t('settings.holidays.importCsv')}</Button>
      </Flex>
      {options.isPending ? (
        <LoadingState label={t('settings.holidays.loading')} />
      ) : options.isError ? (
        <QueryErrorState query={options} title={t('settings.holidays.loadError')} />
      ) : (
        <Table<PublicHoliday>
          rowKey="_id"
          size="small"
          pagination={false}
          dataSource={ofYear}
          {...sidewaysScroll()}
          locale={{ emptyText: t('settings.holidays.empty', { year: String(year) }) }}
          columns={[
            {
              key: 'day',
              title: t('settings.holidays.date'),
              render: (_, holiday) => formatDateWithWeekday(holiday.day),
            },
            { key: 'name', title: t('settings.holidays.name'), dataIndex: 'name' },
            {
              key: 'location',
              title: t('settings.holidays.location'),
              render: (_, holiday) => holiday.location?.name ?? t('settings.holidays.everyone'),
            },
            // kept in view on a phone, where the table scrolls sideways
            pinnedColumn('end', {
              key: 'actions',
              align: 'end',
              render: (_, holiday) => <HolidayActions holiday={holiday} onEdit={() => setEditing({ holiday })} />,
            }),
          ]}
        />
      )}
      {editing && <HolidayModal holiday={editing.holiday} year={year} onClose={() => setEditing(null)} />}
      {importing && <HolidaysImportModal onClose={() => setImporting(false)} />}
    </Card>
  );
}

function HolidayActions({ holiday, onEdit }: { holiday: PublicHoliday; onEdit: () => void }) {
  const t = useMessages(peersMessages);
  const errorText = useErrorText();
  const deleteHoliday = useDeleteHoliday();
  const { message } = App.useApp();
  const remove = async () => {
    try {
      await deleteHoliday(holiday._id);
      void message.success(t('settings.holidays.deleted', { name: holiday.name }));
    } catch (caught) {
      void message.error(errorText(caught));
    }
  };
  return (
    <Space size={4}>
      <Button size="small" aria-label={t('settings.holidays.editName', { name: holiday.name })} onClick={onEdit}>
        {t('settings.holidays.edit')}
      </Button>
      <ClickPopconfirm
        title={t('settings.holidays.deleteTitle', { name: holiday.name })}
        okText={t('settings.holidays.delete')}
        okButtonProps={{ danger: true }}
        onConfirm={() => void remove()}
      >
        <Button size="small" danger aria-label={t('settings.holidays.deleteName', { name: holiday.name })}>
          {t('settings.holidays.delete')}
        </Button>
      </ClickPopconfirm>
    </Space>
  );
}

import type { FieldError, PublicHoliday } from '@timely/contract';
import {
  toApiError,
  useErrorText,
  useFieldErrorText,
  useFieldSentenceText,
  QueryErrorState,
} from '@timely/shared-auth';
import {
  ClickPopconfirm,
  DATE_PICKER_FORMAT,
  formatDateWithWeekday,
  LoadingState,
  useMessages,
} from '@timely/shared-ui';
import { DatePicker, pinnedColumn, Select, sidewaysScroll, Table } from '@timely/shared-ui/antd-more';
import { App, Button, Card, Flex, Form, Input, Modal, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useOptions } from '../../../common/api/get-options';
import { useAddHoliday } from '../api/add-holiday';
import { useDeleteHoliday } from '../api/delete-holiday';
import { useUpdateHoliday } from '../api/update-holiday';
import { peersMessages } from '../../../messages/messages';
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

type Values = { day: Dayjs; name: string; locationId?: string | null };

function HolidayModal({
  holiday,
  year,
  onClose,
}: {
  holiday: PublicHoliday | null;
  year: number;
  onClose: () => void;
}) {
  const t = useMessages(peersMessages);
  const errorText = useErrorText();
  const addHoliday = useAddHoliday();
  const updateHoliday = useUpdateHoliday();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const fieldText = useFieldErrorText();
  const fieldSentence = useFieldSentenceText();
  const options = useOptions();
  const locations = options.data?.locations ?? [];
  const save = async (values: Values) => {
    setSaving(true);
    try {
      const body = {
        day: values.day.format('YYYY-MM-DD'),
        name: values.name.trim(),
        locationId: values.locationId ?? null,
      };
      if (holiday) await updateHoliday(holiday._id, body);
      else await addHoliday(body);
      void message.success(
        holiday ? t('settings.holidays.savedOne') : t('settings.holidays.added', { name: body.name }),
      );
      onClose();
    } catch (caught) {
      const error = toApiError(caught);
      const placed = (detail: FieldError) => ['day', 'name', 'locationId'].includes(detail.field);
      form.setFields(
        error.details
          .filter(placed)
          .map((detail) => ({ name: detail.field as keyof Values, errors: [fieldText(detail)] })),
      );
      // a field the form does not show is named in the toast, so its message is not lost nor subjectless
      const elsewhere = error.details.filter((detail) => !placed(detail));
      if (!error.details.length) void message.error(errorText(error));
      else if (elsewhere.length) void message.error(elsewhere.map(fieldSentence).join(' '));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      title={holiday ? t('settings.holidays.editTitle') : t('settings.holidays.addTitle')}
      okText={t('settings.holidays.save')}
      onOk={() => form.submit()}
      confirmLoading={saving}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => void save(values)}
        initialValues={
          holiday
            ? { day: dayjs(holiday.day), name: holiday.name, locationId: holiday.location?._id ?? null }
            : { day: undefined, locationId: null }
        }
      >
        <Form.Item
          label={t('settings.holidays.date')}
          name="day"
          rules={[{ required: true, message: t('settings.holidays.dayRequired') }]}
        >
          <DatePicker
            format={DATE_PICKER_FORMAT}
            defaultPickerValue={dayjs(`${year}-01-01`)}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item
          label={t('settings.holidays.name')}
          name="name"
          rules={[
            { required: true, whitespace: true, message: t('settings.holidays.nameRequired') },
            { max: 80, message: t('settings.holidays.nameMax') },
          ]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          label={t('settings.holidays.location')}
          name="locationId"
          extra={t('settings.holidays.locationHint')}
        >
          <Select
            allowClear
            placeholder={t('settings.holidays.everyone')}
            options={locations.map((location) => ({ value: location._id, label: location.name }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

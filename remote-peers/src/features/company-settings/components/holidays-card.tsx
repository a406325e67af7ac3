import type { PublicHoliday } from '@timely/contract';
import { toApiError, useErrorText, useFieldErrorText, QueryErrorState } from '@timely/shared-auth';
import { ClickPopconfirm, DATE_PICKER_FORMAT, formatDateWithWeekday, LoadingState } from '@timely/shared-ui';
import { DatePicker, pinnedColumn, Select, sidewaysScroll, Table } from '@timely/shared-ui/antd-more';
import { App, Button, Card, Flex, Form, Input, Modal, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useOptions } from '../../../common/api/get-options';
import { useAddHoliday } from '../api/add-holiday';
import { useDeleteHoliday } from '../api/delete-holiday';
import { useUpdateHoliday } from '../api/update-holiday';
import { HolidaysImportModal } from './holidays-import-modal';

type Editing = { holiday: PublicHoliday | null } | null;

/** Public holidays, a year at a time: add, edit, delete, or import a CSV. Leave and availability counts skip them. */
export function HolidaysCard() {
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
      title="Public holidays"
      style={{ maxWidth: 720, marginTop: 16 }}
      extra={
        <Select
          aria-label="Year"
          value={year}
          onChange={setYear}
          options={years.map((value) => ({ value, label: String(value) }))}
          style={{ width: 96 }}
        />
      }
    >
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <Button type="primary" onClick={() => setEditing({ holiday: null })}>
          Add holiday
        </Button>
        <Button onClick={() => setImporting(true)}>Import CSV</Button>
      </Flex>
      {options.isPending ? (
        <LoadingState label="Loading the public holidays" />
      ) : options.isError ? (
        <QueryErrorState query={options} title="Could not load the public holidays" />
      ) : (
        <Table<PublicHoliday>
          rowKey="_id"
          size="small"
          pagination={false}
          dataSource={ofYear}
          {...sidewaysScroll()}
          locale={{ emptyText: `No public holidays in ${year}.` }}
          columns={[
            { key: 'day', title: 'Date', render: (_, holiday) => formatDateWithWeekday(holiday.day) },
            { key: 'name', title: 'Name', dataIndex: 'name' },
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
  const deleteHoliday = useDeleteHoliday();
  const { message } = App.useApp();
  const remove = async () => {
    try {
      await deleteHoliday(holiday._id);
      void message.success(`"${holiday.name}" deleted.`);
    } catch (caught) {
      void message.error(toApiError(caught).message);
    }
  };
  return (
    <Space size={4}>
      <Button size="small" aria-label={`Edit ${holiday.name}`} onClick={onEdit}>
        Edit
      </Button>
      <ClickPopconfirm
        title={`Delete "${holiday.name}"?`}
        okText="Delete"
        okButtonProps={{ danger: true }}
        onConfirm={() => void remove()}
      >
        <Button size="small" danger aria-label={`Delete ${holiday.name}`}>
          Delete
        </Button>
      </ClickPopconfirm>
    </Space>
  );
}

type Values = { day: Dayjs; name: string };

function HolidayModal({
  holiday,
  year,
  onClose,
}: {
  holiday: PublicHoliday | null;
  year: number;
  onClose: () => void;
}) {
  const addHoliday = useAddHoliday();
  const updateHoliday = useUpdateHoliday();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const errorText = useErrorText();
  const fieldText = useFieldErrorText();
  const save = async (values: Values) => {
    setSaving(true);
    try {
      const body = { day: values.day.format('YYYY-MM-DD'), name: values.name.trim() };
      if (holiday) await updateHoliday(holiday._id, body);
      else await addHoliday(body.day, body.name);
      void message.success(holiday ? 'Holiday saved.' : `"${body.name}" added.`);
      onClose();
    } catch (caught) {
      const error = toApiError(caught);
      form.setFields(
        (error.details ?? [])
          .filter((detail) => detail.field === 'day' || detail.field === 'name')
          .map((detail) => ({ name: detail.field as keyof Values, errors: [fieldText(detail)] })),
      );
      if (!error.details?.length) void message.error(errorText(error));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      title={holiday ? 'Edit public holiday' : 'Add public holiday'}
      okText="Save"
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
        initialValues={holiday ? { day: dayjs(holiday.day), name: holiday.name } : { day: undefined }}
      >
        <Form.Item label="Date" name="day" rules={[{ required: true, message: 'Choose the day' }]}>
          <DatePicker
            format={DATE_PICKER_FORMAT}
            defaultPickerValue={dayjs(`${year}-01-01`)}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item
          label="Name"
          name="name"
          rules={[
            { required: true, whitespace: true, message: "Enter the holiday's name" },
            { max: 80, message: 'Use at most 80 characters' },
          ]}
        >
          <Input />
        </Form.Item>
      </Form>
    </Modal>
  );
}

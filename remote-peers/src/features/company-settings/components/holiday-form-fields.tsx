import { DATE_PICKER_FORMAT, useMessages } from '@timely/shared-ui';
import { DatePicker, Select } from '@timely/shared-ui/antd-more';
import { Form, Input } from 'antd';
import dayjs from 'dayjs';
import { useOptions } from '../../../common/api/get-options';
import { peersMessages } from '../../../messages/messages';

/** The holiday form's fields: its day (the picker opens on the year shown), name and location. */
export function HolidayFormFields({ year }: { year: number }) {
  const t = useMessages(peersMessages);
  const options = useOptions();
  const locations = options.data?.locations ?? [];
  return (
    <>
      <Form.Item
        label={t('settings.holidays.date')}
        name="day"
        rules={[{ required: true, message: t('settings.holidays.dayRequired') }]}
      >
        <DatePicker format={DATE_PICKER_FORMAT} defaultPickerValue={dayjs(`${year}-01-01`)} style={{ width: '100%' }} />
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
      <Form.Item label={t('settings.holidays.location')} name="locationId" extra={t('settings.holidays.locationHint')}>
        <Select
          allowClear
          placeholder={t('settings.holidays.everyone')}
          options={locations.map((location) => ({ value: location._id, label: location.name }))}
        />
      </Form.Item>
    </>
  );
}

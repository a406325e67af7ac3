import type { PublicHoliday } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { Form, Modal } from 'antd';
import dayjs from 'dayjs';
import { type HolidayValues, useHolidayFormSubmit } from '../hooks/use-holiday-form-submit';
import { peersMessages } from '../../../messages/messages';
import { HolidayFormFields } from './holiday-form-fields';

/** Adds a public holiday or edits one (null: a new one). */
export function HolidayModal({
  holiday,
  year,
  onClose,
}: {
  holiday: PublicHoliday | null;
  year: number;
  onClose: () => void;
}) {
  const t = useMessages(peersMessages);
  const [form] = Form.useForm<HolidayValues>();
  const { save, saving } = useHolidayFormSubmit({ form, holiday, onClose });
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
        <HolidayFormFields year={year} />
      </Form>
    </Modal>
  );
}

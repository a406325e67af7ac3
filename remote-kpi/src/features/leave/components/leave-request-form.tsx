import type { CreateLeaveRequestBody, CreateLeaveResponse } from '@timely/contract';
import { Alert, Button, Drawer, Flex, Form } from 'antd';
import { useMessages, useScreen } from '@timely/shared-ui';
import { type LeaveRequestValues, useLeaveRequestSubmit } from '../hooks/use-leave-request-submit';
import { kpiMessages } from '../../../messages/messages';
import { LeaveRequestFields } from './leave-request-fields';

type LeaveRequestFormProps = {
  open: boolean;
  onClose: () => void;
  submit: (body: CreateLeaveRequestBody) => Promise<CreateLeaveResponse>;
  /** Told what the server answered, balance warning included. */
  onCreated: (response: CreateLeaveResponse) => void;
};

/** The request form in a side drawer; the server's field messages (overlap included) show next to the fields. */
export function LeaveRequestForm({ open, onClose, submit, onCreated }: LeaveRequestFormProps) {
  const t = useMessages(kpiMessages);
  const [form] = Form.useForm<LeaveRequestValues>();
  const { onFinish, saving, problem } = useLeaveRequestSubmit(form, submit, onCreated);
  const notPhone = useScreen('sm');
  return (
    <Drawer title={t('leave.request')} open={open} onClose={onClose} size={notPhone ? 480 : '100%'} destroyOnHidden>
      <Form<LeaveRequestValues>
        form={form}
        layout="vertical"
        onFinish={onFinish}
        initialValues={{ type: 'annual', halfDayStart: false, halfDayEnd: false, reason: '' }}
        aria-label={t('leave.form.aria')}
      >
        {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 16 }} />}
        <LeaveRequestFields />
        <Flex gap={8} justify="flex-end">
          <Button onClick={onClose}>{t('common.close')}</Button>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('leave.form.send')}
          </Button>
        </Flex>
      </Form>
    </Drawer>
  );
}

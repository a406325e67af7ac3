import { karmaPoints, type ChangeTaskStatusBody, type Task, type TaskRoute } from '@timely/mock-server/contract';
import { useServerForm } from '@timely/shared-auth';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { InputNumber, Radio, Select } from '@timely/shared-ui/antd-more';
import { useEffect } from 'react';

type FormValues = { actualHours: number; route: TaskRoute; karmaTo: 'keep' | 'peer'; recognisedPeerId?: string; comment?: string };
type PeerChoice = { _id: string; name: string };

type CompleteTaskModalProps = {
  task: Task | null;
  /** The company's peers the caller may recognise (the caller left out). */
  peers: PeerChoice[];
  peersLoading: boolean;
  onClose: () => void;
  onComplete: (task: Task, body: ChangeTaskStatusBody) => Promise<unknown>;
};

/** Completing asks actual hours and route, shows the karma it awards, and keeps it or gives it to a peer. */
export function CompleteTaskModal({ task, peers, peersLoading, onClose, onComplete }: CompleteTaskModalProps) {
  const [form] = Form.useForm<FormValues>();
  // called only while the modal is open, that is with a task
  const { submit, saving, error, reset } = useServerForm(
    form,
    (values: FormValues) =>
      onComplete(task!, {
        status: 'completed',
        actualHours: values.actualHours,
        route: values.route,
        ...(values.karmaTo === 'peer' ? { recognisedPeerId: values.recognisedPeerId ?? null, comment: values.comment ?? '' } : {}),
      }),
    onClose,
  );
  const route = Form.useWatch('route', form) ?? 'known';
  const karmaTo = Form.useWatch('karmaTo', form) ?? 'keep';
  useEffect(() => {
    reset();
    if (task) form.setFieldsValue({ actualHours: undefined as unknown as number, route: 'known', karmaTo: 'keep', recognisedPeerId: undefined, comment: '' });
  }, [task, form, reset]);
  if (!task) return null;
  const points = karmaPoints(task.estimateHours, route);


  return (
    <Modal open title={`Complete ${task.title}`} okText="Complete task" onOk={() => form.submit()} confirmLoading={saving} onCancel={onClose} destroyOnHidden>
      <Form form={form} layout="vertical" onFinish={submit} aria-label={`Complete ${task.title}`}>
        <Form.Item name="actualHours" label="Actual hours" rules={[{ required: true, message: 'Actual hours are required' }, { type: 'number', min: 0.25, max: 999, message: 'Must be 0.25 to 999 hours' }]}>
          <InputNumber min={0.25} max={999} step={0.5} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="route" label="Route" rules={[{ required: true, message: 'Choose known or new' }]}>
          <Radio.Group
            options={[
              { value: 'known', label: 'Known route' },
              { value: 'new', label: 'New route (+50 % karma)' },
            ]}
          />
        </Form.Item>
        <Typography.Paragraph>
          <Typography.Text strong>{`${points} karma points`}</Typography.Text> for {task.estimateHours} estimated hours{route === 'new' ? ' on a new route' : ''}.
        </Typography.Paragraph>
        <Form.Item name="karmaTo" label="Karma">
          <Radio.Group
            options={[
              { value: 'keep', label: 'Keep the points' },
              { value: 'peer', label: 'Recognise a peer' },
            ]}
          />
        </Form.Item>
        {karmaTo === 'peer' && (
          <>
            <Form.Item name="recognisedPeerId" label="Peer" rules={[{ required: true, message: 'Choose the peer you recognise' }]}>
              <Select showSearch optionFilterProp="label" loading={peersLoading} placeholder="Who helped?" options={peers.map((peer) => ({ value: peer._id, label: peer.name }))} />
            </Form.Item>
            <Form.Item name="comment" label="Comment" extra="It appears in the company feed." rules={[{ required: true, whitespace: true, message: 'Say what they did' }, { max: 500, message: 'At most 500 characters' }]}>
              <Input.TextArea rows={3} maxLength={500} />
            </Form.Item>
          </>
        )}
        {error && <Alert type="error" showIcon title={error} />}
      </Form>
    </Modal>
  );
}

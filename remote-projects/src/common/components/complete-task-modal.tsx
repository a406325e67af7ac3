import { karmaPoints, type ChangeTaskStatusBody, type Task, type TaskRoute } from '@timely/contract';
import { useServerForm } from '@timely/shared-auth';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { InputNumber, Radio, Select } from '@timely/shared-ui/antd-more';
import { useEffect } from 'react';

type FormValues = {
  actualHours: number;
  route: TaskRoute;
  karmaTo: 'keep' | 'peer';
  recognisedPeerId?: string;
  recognisedPoints?: number;
  comment?: string;
};
type PeerChoice = { _id: string; name: string };

type CompleteTaskModalProps = {
  task: Task | null;
  /** Who is completing it: the karma is theirs to share only when the task is theirs (or nobody's). */
  userId: string | null;
  /** The company's peers the caller may recognise (the caller left out). */
  peers: PeerChoice[];
  peersLoading: boolean;
  onClose: () => void;
  onComplete: (task: Task, body: ChangeTaskStatusBody) => Promise<unknown>;
};

/**
 * Completing asks actual hours and route and says who gets the karma it awards: the task's assignee,
 * whoever presses Complete (a task nobody has becomes the completer's). The assignee may give a peer all
 * or part of it.
 */
export function CompleteTaskModal({ task, userId, peers, peersLoading, onClose, onComplete }: CompleteTaskModalProps) {
  const [form] = Form.useForm<FormValues>();
  // called only while the modal is open, that is with a task
  const { submit, saving, error, reset } = useServerForm(
    form,
    (values: FormValues) =>
      onComplete(task!, {
        status: 'completed',
        actualHours: values.actualHours,
        route: values.route,
        ...(values.karmaTo === 'peer'
          ? {
              recognisedPeerId: values.recognisedPeerId ?? null,
              comment: values.comment ?? '',
              ...(values.recognisedPoints !== undefined &&
              values.recognisedPoints < karmaPoints(task!.estimateHours, values.route)
                ? { recognisedPoints: values.recognisedPoints }
                : {}),
            }
          : {}),
      }),
    onClose,
  );
  const route = Form.useWatch('route', form) ?? 'known';
  const karmaTo = Form.useWatch('karmaTo', form) ?? 'keep';
  useEffect(() => {
    reset();
    if (task)
      form.setFieldsValue({
        actualHours: undefined as unknown as number,
        route: 'known',
        karmaTo: 'keep',
        recognisedPeerId: undefined,
        recognisedPoints: undefined,
        comment: '',
      });
  }, [task, form, reset]);
  if (!task) return null;
  const points = karmaPoints(task.estimateHours, route);
  const mine = task.assignee === null || task.assignee._id === userId;

  return (
    <Modal
      open
      title={`Complete ${task.title}`}
      okText="Complete task"
      onOk={() => form.submit()}
      confirmLoading={saving}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit} aria-label={`Complete ${task.title}`}>
        <Form.Item
          name="actualHours"
          label="Actual hours"
          rules={[
            { required: true, message: 'Actual hours are required' },
            { type: 'number', min: 0.25, max: 999, message: 'Must be 0.25 to 999 hours' },
          ]}
        >
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
          <Typography.Text strong>
            <bdi>{`${points} karma points`}</bdi>
          </Typography.Text>{' '}
          for {task.estimateHours} estimated hours{route === 'new' ? ' on a new route' : ''}. {karmaOwner(task, userId)}
        </Typography.Paragraph>
        {mine && (
          <Form.Item name="karmaTo" label="Karma">
            <Radio.Group
              options={[
                { value: 'keep', label: 'Keep the points' },
                { value: 'peer', label: 'Recognise a peer' },
              ]}
            />
          </Form.Item>
        )}
        {mine && karmaTo === 'peer' && (
          <>
            <Form.Item
              name="recognisedPeerId"
              label="Peer"
              rules={[{ required: true, message: 'Choose the peer you recognise' }]}
            >
              <Select
                showSearch
                optionFilterProp="label"
                loading={peersLoading}
                placeholder="Who helped?"
                options={peers.map((peer) => ({ value: peer._id, label: peer.name }))}
              />
            </Form.Item>
            <Form.Item
              name="recognisedPoints"
              label="Points to give"
              extra={`All ${points} unless you give fewer.`}
              rules={[{ type: 'number', min: 0.01, max: points, message: `Give 0.01 to ${points} points` }]}
            >
              <InputNumber min={0.01} max={points} step={1} placeholder={String(points)} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item
              name="comment"
              label="Comment"
              extra="It appears in the company feed."
              rules={[
                { required: true, whitespace: true, message: 'Say what they did' },
                { max: 500, message: 'At most 500 characters' },
              ]}
            >
              <Input.TextArea rows={3} maxLength={500} />
            </Form.Item>
          </>
        )}
        {error && <Alert type="error" showIcon title={error} />}
      </Form>
    </Modal>
  );
}

function karmaOwner(task: Task, userId: string | null): string {
  if (!task.assignee) return 'Nobody has this task: completing it makes it yours, and the points with it.';
  if (task.assignee._id === userId) return 'They are yours, as its assignee.';
  return `They go to ${task.assignee.name}, its assignee, not to you.`;
}

import { karmaPoints, type ChangeTaskStatusBody, type TaskCard, type TaskRoute } from '@timely/contract';
import { useServerForm } from '@timely/shared-auth';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useMessages, type Translate } from '@timely/shared-ui';
import { Checkbox, InputNumber, Radio, Select } from '@timely/shared-ui/antd-more';
import { useEffect } from 'react';
import { projectsMessages } from '../../messages/messages';

type FormValues = {
  actualHours: number;
  route: TaskRoute;
  karmaTo: 'keep' | 'peer';
  recognisedPeerId?: string;
  recognisedPoints?: number;
  comment?: string;
  completeOpenSubtasks?: boolean;
};
type PeerChoice = { _id: string; name: string };

type CompleteTaskModalProps = {
  task: TaskCard | null;
  /** Who is completing it: the karma is theirs to share only when the task is theirs (or nobody's). */
  userId: string | null;
  /** The company's peers the caller may recognise (the caller left out). */
  peers: PeerChoice[];
  peersLoading: boolean;
  onClose: () => void;
  onComplete: (task: TaskCard, body: ChangeTaskStatusBody) => Promise<unknown>;
};

/**
 * Completing asks actual hours and route and says who gets the karma it awards: the task's assignee,
 * whoever presses Complete (a task nobody has becomes the completer's). The assignee may give a peer all
 * or part of it.
 */
export function CompleteTaskModal({ task, userId, peers, peersLoading, onClose, onComplete }: CompleteTaskModalProps) {
  const t = useMessages(projectsMessages);
  const [form] = Form.useForm<FormValues>();
  // called only while the modal is open, that is with a task
  const { submit, saving, error, reset } = useServerForm(
    form,
    (values: FormValues) =>
      onComplete(task!, {
        status: 'completed',
        actualHours: values.actualHours,
        route: values.route,
        // issue #49: the open subtasks complete with their parent only when the user says so
        ...(values.completeOpenSubtasks ? { completeOpenSubtasks: true } : {}),
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
        completeOpenSubtasks: false,
      });
  }, [task, form, reset]);
  if (!task) return null;
  const points = karmaPoints(task.estimateHours, route);
  const mine = task.assignee === null || task.assignee._id === userId;
  const openSubtasks = task.subtasks.total - task.subtasks.completed;

  return (
    <Modal
      open
      title={t('complete.title', { title: task.title })}
      okText={t('complete.ok')}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      confirmLoading={saving}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit} aria-label={t('complete.title', { title: task.title })}>
        <Form.Item
          name="actualHours"
          label={t('sprint.numbers.actualHours')}
          rules={[
            { required: true, message: t('complete.actualRequired') },
            { type: 'number', min: 0.25, max: 999, message: t('complete.actualRange', { min: 0.25, max: 999 }) },
          ]}
        >
          <InputNumber min={0.25} max={999} step={0.5} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="route"
          label={t('complete.route')}
          rules={[{ required: true, message: t('complete.routeRequired') }]}
        >
          <Radio.Group
            options={[
              { value: 'known', label: t('complete.knownRoute') },
              { value: 'new', label: t('complete.newRoute') },
            ]}
          />
        </Form.Item>
        {openSubtasks > 0 && (
          <Form.Item name="completeOpenSubtasks" valuePropName="checked">
            <Checkbox>{t('structure.completeSubtasks', { count: openSubtasks })}</Checkbox>
          </Form.Item>
        )}
        <Typography.Paragraph>
          <Typography.Text strong>
            <bdi>{t('complete.points', { points })}</bdi>
          </Typography.Text>{' '}
          {route === 'new'
            ? t('complete.forHoursNewRoute', { hours: task.estimateHours })
            : t('complete.forHours', { hours: task.estimateHours })}{' '}
          {karmaOwner(t, task, userId)}
        </Typography.Paragraph>
        {mine && (
          <Form.Item name="karmaTo" label={t('complete.karma')}>
            <Radio.Group
              options={[
                { value: 'keep', label: t('complete.keep') },
                { value: 'peer', label: t('complete.recognise') },
              ]}
            />
          </Form.Item>
        )}
        {mine && karmaTo === 'peer' && (
          <>
            <Form.Item
              name="recognisedPeerId"
              label={t('complete.peer')}
              rules={[{ required: true, message: t('complete.peerRequired') }]}
            >
              <Select
                showSearch
                optionFilterProp="label"
                loading={peersLoading}
                placeholder={t('complete.whoHelped')}
                options={peers.map((peer) => ({ value: peer._id, label: peer.name }))}
              />
            </Form.Item>
            <Form.Item
              name="recognisedPoints"
              label={t('complete.pointsToGive')}
              extra={t('complete.allPoints', { points })}
              rules={[
                {
                  type: 'number',
                  min: 0.01,
                  max: points,
                  message: t('complete.pointsRange', { min: 0.01, max: points }),
                },
              ]}
            >
              <InputNumber min={0.01} max={points} step={1} placeholder={String(points)} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item
              name="comment"
              label={t('complete.comment')}
              extra={t('complete.commentHint')}
              rules={[
                { required: true, whitespace: true, message: t('complete.commentRequired') },
                { max: 500, message: t('complete.commentMax', { count: 500 }) },
              ]}
            >
              <Input.TextArea rows={3} maxLength={500} showCount />
            </Form.Item>
          </>
        )}
        {error && <Alert type="error" showIcon title={error} />}
      </Form>
    </Modal>
  );
}

function karmaOwner(t: Translate<typeof projectsMessages>, task: TaskCard, userId: string | null): string {
  if (!task.assignee) return t('complete.ownerNobody');
  if (task.assignee._id === userId) return t('complete.ownerYou');
  return t('complete.ownerOther', { name: task.assignee.name });
}

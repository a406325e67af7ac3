import type { TaskCard, TaskRoute } from '@timely/contract';
import { useMessages, type Translate } from '@timely/shared-ui';
import { Checkbox, InputNumber, Radio, Select } from '@timely/shared-ui/antd-more';
import { Form, Input, Typography } from 'antd';
import { projectsMessages } from '../../messages/messages';

type HoursFieldsProps = { task: TaskCard; userId: string | null; route: TaskRoute; points: number };

/** Actual hours, the route, the open subtasks and what the completion awards to whom. */
export function CompleteHoursFields({ task, userId, route, points }: HoursFieldsProps) {
  const t = useMessages(projectsMessages);
  const openSubtasks = task.subtasks.total - task.subtasks.completed;
  return (
    <>
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
    </>
  );
}

type PeerChoice = { _id: string; name: string };
type RecognisePeerFieldsProps = { peers: PeerChoice[]; peersLoading: boolean; points: number };

/** The peer recognised, how many of the points they get and why. */
export function RecognisePeerFields({ peers, peersLoading, points }: RecognisePeerFieldsProps) {
  const t = useMessages(projectsMessages);
  return (
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
  );
}

function karmaOwner(t: Translate<typeof projectsMessages>, task: TaskCard, userId: string | null): string {
  if (!task.assignee) return t('complete.ownerNobody');
  if (task.assignee._id === userId) return t('complete.ownerYou');
  return t('complete.ownerOther', { name: task.assignee.name });
}

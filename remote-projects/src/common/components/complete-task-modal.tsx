import { karmaPoints, type ChangeTaskStatusBody, type TaskCard } from '@timely/contract';
import { Alert, Form, Modal } from 'antd';
import { useMessages } from '@timely/shared-ui';
import { Radio } from '@timely/shared-ui/antd-more';
import { projectsMessages } from '../../messages/messages';
import { useCompleteTaskForm } from '../hooks/use-complete-task-form';
import { CompleteHoursFields, RecognisePeerFields } from './complete-task-fields';

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
  const { form, submit, saving, error, route, karmaTo } = useCompleteTaskForm(task, onComplete, onClose);
  if (!task) return null;
  const points = karmaPoints(task.estimateHours, route);
  const mine = task.assignee === null || task.assignee._id === userId;

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
        <CompleteHoursFields task={task} userId={userId} route={route} points={points} />
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
          <RecognisePeerFields peers={peers} peersLoading={peersLoading} points={points} />
        )}
        {error && <Alert type="error" showIcon title={error} />}
      </Form>
    </Modal>
  );
}

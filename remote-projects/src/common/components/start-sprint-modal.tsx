import { SPRINT_GOAL_MAX, type Sprint, type StartSprintBody } from '@timely/contract';
import { DATE_PICKER_FORMAT, useMessages } from '@timely/shared-ui';
import { DatePicker } from '@timely/shared-ui/antd-more';
import { Alert, Flex, Form, Input, Modal, Typography } from 'antd';
import { formatDay, formatHours, formatPoints } from '../utils/format';
import { projectsMessages } from '../../messages/messages';
import { useStartSprintForm } from '../hooks/use-start-sprint-form';
import { EMPHASIS_SLOT, EmphasisedValue } from './emphasised-value';

type StartSprintModalProps = {
  sprint: Sprint | null;
  onClose: () => void;
  onConfirm: (sprint: Sprint, body: StartSprintBody) => Promise<unknown>;
};

/** Start sprint, as in Jira: what it commits, and its dates and goal, which may still change here. */
export function StartSprintModal({ sprint, onClose, onConfirm }: StartSprintModalProps) {
  const t = useMessages(projectsMessages);
  const { form, error, saving, start } = useStartSprintForm(sprint, onConfirm, onClose);
  if (!sprint) return null;
  return (
    <Modal
      open
      title={t('sprint.startModal.title', { name: sprint.name })}
      okText={t('sprint.start')}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      confirmLoading={saving}
      onCancel={onClose}
      destroyOnHidden
    >
      {sprint.startOverdue && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('sprint.startModal.overdue', { day: formatDay(sprint.startDate) })}
        />
      )}
      <Typography.Paragraph>
        <EmphasisedValue
          text={t('sprint.startModal.commits', { hours: EMPHASIS_SLOT, count: sprint.tasksTotal })}
          value={formatHours(t, sprint.snapshot.committedHours)}
        />
        {sprint.snapshot.scoringUnit === 'points' && (
          <> {t('sprint.startModal.commitsPoints', { points: formatPoints(t, sprint.snapshot.committedPoints) })}</>
        )}
      </Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        onFinish={start}
        aria-label={t('sprint.startModal.formName', { name: sprint.name })}
      >
        <Flex gap={12} wrap>
          <Form.Item
            name="startDate"
            label={t('projects.form.startDate')}
            rules={[{ required: true, message: t('projects.form.startDateRequired') }]}
            style={{ flex: 1, minWidth: 160 }}
          >
            <DatePicker style={{ width: '100%' }} format={DATE_PICKER_FORMAT} />
          </Form.Item>
          <Form.Item
            name="endDate"
            label={t('projects.form.endDate')}
            rules={[{ required: true, message: t('projects.form.endDateRequired') }]}
            style={{ flex: 1, minWidth: 160 }}
          >
            <DatePicker style={{ width: '100%' }} format={DATE_PICKER_FORMAT} />
          </Form.Item>
        </Flex>
        <Form.Item
          name="goal"
          label={t('sprint.goal')}
          extra={t('sprint.goalHint')}
          rules={[{ max: SPRINT_GOAL_MAX, message: t('sprint.goalMax', { count: SPRINT_GOAL_MAX }) }]}
        >
          <Input.TextArea maxLength={SPRINT_GOAL_MAX} showCount autoSize={{ minRows: 2, maxRows: 5 }} />
        </Form.Item>
      </Form>
      {error && <Alert type="error" showIcon title={error} />}
    </Modal>
  );
}

import { STORY_POINTS_MAX, type Task } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { InputNumber } from '@timely/shared-ui/antd-more';
import { Typography } from 'antd';
import { formatHours, formatPoints } from '../../../common/utils/format';
import { projectsMessages } from '../../../messages/messages';

/** The estimate in hours: an editor changes it where it stands (kept when the box is left or on Enter, as Jira does). */
export function EstimateInput({ task, save }: { task: Task; save: (hours: number) => void }) {
  const t = useMessages(projectsMessages);
  if (!task.canEdit) return formatHours(t, task.estimateHours);
  return (
    <InputNumber
      aria-label={t('taskForm.estimate')}
      size="small"
      min={0.25}
      max={200}
      step={0.5}
      suffix="h"
      key={task.estimateHours}
      defaultValue={task.estimateHours}
      onBlur={(event) => {
        const hours = Number(event.target.value);
        if (event.target.value !== '' && hours !== task.estimateHours) save(hours);
      }}
      onPressEnter={(event) => (event.target as HTMLInputElement).blur()}
    />
  );
}

/** The story points, optional: an emptied box clears them; the server names a value out of range or step. */
export function StoryPointsInput({ task, save }: { task: Task; save: (points: number | null) => void }) {
  const t = useMessages(projectsMessages);
  if (!task.canEdit)
    return task.storyPoints === null ? (
      <Typography.Text type="secondary">{t('taskForm.noPoints')}</Typography.Text>
    ) : (
      formatPoints(t, task.storyPoints)
    );
  return (
    <InputNumber
      aria-label={t('taskForm.storyPoints')}
      size="small"
      min={0}
      max={STORY_POINTS_MAX}
      step={0.5}
      suffix={t('sprints.pointsUnit')}
      placeholder={t('taskForm.noPoints')}
      key={String(task.storyPoints)}
      defaultValue={task.storyPoints ?? undefined}
      onBlur={(event) => {
        const points = event.target.value === '' ? null : Number(event.target.value);
        if (points !== task.storyPoints) save(points);
      }}
      onPressEnter={(event) => (event.target as HTMLInputElement).blur()}
    />
  );
}

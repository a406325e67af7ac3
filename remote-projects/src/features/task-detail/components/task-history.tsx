import { TASK_STATUS_LABELS, type TaskHistoryEntry, type TaskHistoryField } from '@timely/contract';
import { sessionUserAtom } from '@timely/shared-auth';
import { formatMoment } from '@timely/shared-ui';
import { Timeline } from '@timely/shared-ui/antd-more';
import { Empty, Typography } from 'antd';
import { useAtomValue } from 'jotai';

const FIELD_LABELS: Record<TaskHistoryField, string> = {
  created: 'created the task',
  title: 'title',
  description: 'description',
  link: 'link',
  activityType: 'activity',
  jobRole: 'function',
  assignee: 'assignee',
  estimateHours: 'estimate',
  status: 'status',
  actualHours: 'actual hours',
  route: 'route',
  optimisticDate: 'optimistic date',
  conservativeDate: 'conservative date',
  sprint: 'sprint',
  deleted: 'deleted the task',
};

/** Who changed which field from what to what, and when; newest first. */
export function TaskHistory({ entries }: { entries: TaskHistoryEntry[] }) {
  const timeZone = useAtomValue(sessionUserAtom)?.timeZone;
  if (entries.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No changes yet." />;
  return (
    <section aria-label="History">
      <Timeline
        items={entries.map((entry) => ({
          key: entry._id,
          content: (
            <>
              <Typography.Text>{describe(entry)}</Typography.Text>
              <br />
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                <time dateTime={entry.at}>{formatMoment(entry.at, timeZone)}</time>
              </Typography.Text>
            </>
          ),
        }))}
      />
    </section>
  );
}

function describe({ actor, field, from, to }: TaskHistoryEntry): string {
  const who = actor?.name ?? 'Timely';
  if (field === 'created' || field === 'deleted') return `${who} ${FIELD_LABELS[field]}`;
  const value = (text: string | null) => {
    if (text === null || text === '') return field === 'sprint' ? 'the backlog' : 'nothing';
    return field === 'status' && text in TASK_STATUS_LABELS
      ? TASK_STATUS_LABELS[text as keyof typeof TASK_STATUS_LABELS]
      : text;
  };
  return `${who} changed ${FIELD_LABELS[field]} from ${value(from)} to ${value(to)}`;
}

import {
  TASK_PRIORITIES,
  TASK_STATUS_VALUES,
  TASK_TYPES,
  type TaskHistoryEntry,
  type TaskHistoryField,
  type TaskPriority,
  type TaskType,
} from '@timely/contract';
import { sessionUserAtom } from '@timely/shared-auth';
import { formatMoment, useMessages, type Translate } from '@timely/shared-ui';
import { Timeline } from '@timely/shared-ui/antd-more';
import { Empty, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { taskStatusLabel } from '../../../common/utils/labels';
import { projectsMessages } from '../../../messages/messages';

type T = Translate<typeof projectsMessages>;

/** Who changed which field from what to what, and when; newest first. */
export function TaskHistory({ entries }: { entries: TaskHistoryEntry[] }) {
  const t = useMessages(projectsMessages);
  const timeZone = useAtomValue(sessionUserAtom)?.timeZone;
  if (entries.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('history.none')} />;
  return (
    <section aria-label={t('history.title')}>
      <Timeline
        items={entries.map((entry) => ({
          key: entry._id,
          content: (
            <>
              <Typography.Text>{describe(t, entry)}</Typography.Text>
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

function describe(t: T, { actor, field, from, to }: TaskHistoryEntry): string {
  // the server's own changes (a sprint closing) are signed with the brand, the same in every language
  const who = actor?.name ?? BRAND;
  if (field === 'created') return t('history.created', { who });
  if (field === 'deleted') return t('history.deleted', { who });
  const value = (text: string | null) => {
    if (text === null || text === '') return field === 'sprint' ? t('history.backlog') : t('history.nothing');
    if (field === 'type' && (TASK_TYPES as readonly string[]).includes(text))
      return t(`fields.type.${text as TaskType}` as const);
    if (field === 'priority' && (TASK_PRIORITIES as readonly string[]).includes(text))
      return t(`fields.priority.${text as TaskPriority}` as const);
    return field === 'status' && (TASK_STATUS_VALUES as readonly string[]).includes(text)
      ? taskStatusLabel(t, text as (typeof TASK_STATUS_VALUES)[number])
      : text;
  };
  return t('history.changed', { who, field: fieldLabel(t, field), from: value(from), to: value(to) });
}

const BRAND = 'Timely';

function fieldLabel(t: T, field: Exclude<TaskHistoryField, 'created' | 'deleted'>): string {
  return t(`history.field.${field}` as const);
}

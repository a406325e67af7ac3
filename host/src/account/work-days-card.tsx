import { WORK_MODES, type MyWorkDay, type WorkMode } from '@timely/contract';
import { QueryErrorState } from '@timely/shared-auth';
import { formatWeekday, LoadingState, useMessages } from '@timely/shared-ui';
import { UndoOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Segmented, Tag, Typography } from 'antd';
import { useMyWorkDays } from './api/get-my-work-days';
import { usePlanWorkDay } from './api/plan-work-day';
import { accountMessages } from './messages/messages';

/**
 * Where the user will work on each working day of this week and the next: office, WFH or on field, from
 * today on. What they plan is what the Overview's week chart counts; a day they leave unplanned follows
 * their default work mode, and approved leave wins over any plan.
 */
export function WorkDaysCard() {
  const t = useMessages(accountMessages);
  const query = useMyWorkDays();
  const plan = usePlanWorkDay();

  const body = () => {
    if (query.isPending) return <LoadingState label={t('workDays.loading')} />;
    if (query.isError) return <QueryErrorState query={query} title={t('workDays.loadFailed')} />;
    const { days, defaultWorkMode } = query.data;
    return (
      <Flex vertical gap={16}>
        <Typography.Text type="secondary">
          {t('workDays.default', { mode: t('workDays.mode', { mode: defaultWorkMode }) })}
        </Typography.Text>
        {[
          { key: 'this', title: t('workDays.thisWeek'), week: days.slice(0, 5) },
          { key: 'next', title: t('workDays.nextWeek'), week: days.slice(5) },
        ].map(({ key, title, week }) => (
          <section key={key} aria-label={title}>
            <Typography.Title level={5} style={{ marginTop: 0 }}>
              {title}
            </Typography.Title>
            <Flex vertical gap={8}>
              {week.map((entry) => (
                <DayRow
                  key={entry.day}
                  entry={entry}
                  defaultWorkMode={defaultWorkMode}
                  saving={plan.isPending && plan.variables?.day === entry.day}
                  onPlan={(mode) => plan.mutate({ day: entry.day, mode })}
                />
              ))}
            </Flex>
          </section>
        ))}
      </Flex>
    );
  };
  return <Card title={t('workDays.title')}>{body()}</Card>;
}

function DayRow({
  entry,
  defaultWorkMode,
  saving,
  onPlan,
}: {
  entry: MyWorkDay;
  defaultWorkMode: WorkMode;
  saving: boolean;
  onPlan: (mode: WorkMode | null) => void;
}) {
  const t = useMessages(accountMessages);
  const label = formatWeekday(entry.day);
  return (
    <Flex align="center" gap={8} style={{ minHeight: 32 }}>
      <Typography.Text
        strong={entry.editable}
        type={entry.editable ? undefined : 'secondary'}
        style={{ width: 88, flex: 'none' }}
      >
        {label}
      </Typography.Text>
      {entry.mode === 'leave' ? (
        <Tag color="orange">{t('workDays.onLeave')}</Tag>
      ) : (
        <Segmented<WorkMode>
          size="small"
          aria-label={t('workDays.whereOn', { day: label })}
          options={WORK_MODES.map((mode) => ({ value: mode, label: t('workDays.mode', { mode }) }))}
          value={entry.mode}
          disabled={!entry.editable || saving}
          onChange={(mode) => onPlan(mode)}
        />
      )}
      {entry.holiday && <Tag>{entry.holiday}</Tag>}
      {/* a plan that differs from the default can be taken back (one equal to it changes nothing) */}
      {entry.planned && entry.planned !== defaultWorkMode && entry.editable && entry.mode !== 'leave' && (
        <Button
          size="small"
          type="text"
          icon={<UndoOutlined aria-hidden />}
          onClick={() => onPlan(null)}
          aria-label={t('workDays.useDefault', { day: label })}
          title={t('workDays.backToDefault', { mode: t('workDays.mode', { mode: defaultWorkMode }) })}
        />
      )}
    </Flex>
  );
}

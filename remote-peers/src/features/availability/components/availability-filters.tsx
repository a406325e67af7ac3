import type { CompanyWeek } from '@timely/contract';
import { useMessages, useSearchBox, type weekPickerFormat } from '@timely/shared-ui';
import { Flex, Input } from 'antd';
import { DatePicker, Select } from '@timely/shared-ui/antd-more';
import dayjs, { type Dayjs } from 'dayjs';
import { useOptions } from '../../../common/api/get-options';
import { useProjectNames } from '../../../common/api/get-project-names';
import { peersMessages } from '../../../messages/messages';
import { IsolatedNumbers } from '../../../common/components/isolated-numbers';
import { WEEK_CHOICES } from '../hooks/use-availability-params';

type Props = {
  week: CompanyWeek;
  pickerFormat: ReturnType<typeof weekPickerFormat>;
  from: string;
  weeks: number;
  projectId: string | undefined;
  jobRoleId: string | undefined;
  search: string | undefined;
  onChange: (change: {
    from?: string;
    weeks?: number;
    projectId?: string;
    jobRoleId?: string;
    search?: string;
  }) => void;
};

/**
 * The heatmap's first week, its number of weeks, and the peers it is narrowed to: a search of their name, email or
 * employee id (the screen is level3's, who sees employee ids), a project's team, a job role.
 */
export function AvailabilityFilters({
  week,
  pickerFormat,
  from,
  weeks,
  projectId,
  jobRoleId,
  search,
  onChange,
}: Props) {
  const t = useMessages(peersMessages);
  const options = useOptions();
  const projects = useProjectNames();
  const searchBox = useSearchBox(search ?? '', (next) => onChange({ search: next }));
  return (
    // the search on a line of its own, wide enough for its hint in every language; the weeks and filters below it
    <Flex vertical gap={12} style={{ marginBottom: 16 }}>
      <Input.Search
        allowClear
        placeholder={t('peers.searchWithIds')}
        aria-label={t('peers.searchLabel')}
        value={searchBox.value}
        onChange={searchBox.onChange}
        style={{ width: 360, maxWidth: '100%' }}
      />
      <Flex gap={12} wrap>
        <DatePicker
          picker="week"
          format={pickerFormat}
          allowClear={false}
          aria-label={t('availability.firstWeek')}
          value={dayjs(from)}
          onChange={(value) => value && onChange({ from: weekOfPicked(value, week) })}
        />
        <Select
          aria-label={t('availability.weekCount')}
          value={weeks}
          style={{ width: 120 }}
          // a plural of the language, its number isolated: an English "12 weeks" read "weeks 12" right to left
          options={WEEK_CHOICES.map((count) => ({
            value: count,
            label: <IsolatedNumbers text={t('availability.weeks', { count })} />,
          }))}
          onChange={(value) => onChange({ weeks: value })}
        />
        <Select
          aria-label={t('availability.project')}
          allowClear
          placeholder={t('availability.allProjects')}
          style={{ width: 220 }}
          loading={projects.isPending}
          value={projectId}
          options={(projects.data ?? []).map((project) => ({ value: project._id, label: project.name }))}
          onChange={(value?: string) => onChange({ projectId: value })}
        />
        <Select
          aria-label={t('availability.jobRole')}
          allowClear
          placeholder={t('availability.allJobRoles')}
          style={{ width: 200 }}
          loading={options.isPending}
          value={jobRoleId}
          options={(options.data?.jobRoles ?? []).map((role) => ({ value: role._id, label: role.name }))}
          onChange={(value?: string) => onChange({ jobRoleId: value })}
        />
      </Flex>
    </Flex>
  );
}

/**
 * The first day of the company's week the picker row shows. A locale whose rows start on Sunday puts that
 * Sunday with the days after it, so for a company whose week starts on Monday it moves forward, not back.
 */
function weekOfPicked(value: Dayjs, week: CompanyWeek): string {
  const day = value.format('YYYY-MM-DD');
  const next = value.add(1, 'day').format('YYYY-MM-DD');
  return week.weekStart(value.day() === 0 && week.weekStart(next) === next ? next : day);
}

import { TASK_PRIORITIES, TASK_TYPES, type Label, type TaskPriority, type TaskType } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { Select } from '@timely/shared-ui/antd-more';
import type { ReactNode } from 'react';
import { useFilterWidth } from '../hooks/use-filter-width';
import { projectsMessages } from '../../messages/messages';
import { NO_EPIC, type WorkItemFilters } from '../utils/work-item-filters';
import { PriorityBadge, TaskTypeBadge } from './work-item-look';

type WorkItemFilterSelectsProps = {
  filters: WorkItemFilters;
  onChange: (change: Partial<WorkItemFilters>) => void;
  /** The company's labels (retired ones too: a task may keep one). */
  labels: readonly Label[];
  /** The project's epics. */
  epics: ReadonlyArray<{ _id: string; name: string; colour: string }>;
};

/**
 * The filters by type, priority, label and epic of the backlog's and the board's filter bars: several types,
 * priorities and labels, one epic or "No epic". Each control says what it filters to a screen reader.
 */
export function WorkItemFilterSelects({ filters, onChange, labels, epics }: WorkItemFilterSelectsProps) {
  const t = useMessages(projectsMessages);
  // a multiple select grows with what is chosen: "+2" past the first value keeps it on one line
  const width = useFilterWidth(170);
  return (
    <>
      <Select<TaskType[]>
        mode="multiple"
        aria-label={t('fields.filterType')}
        placeholder={t('fields.anyType')}
        allowClear
        maxTagCount={1}
        maxTagPlaceholder={more}
        style={width}
        value={filters.type}
        onChange={(type) => onChange({ type })}
        optionFilterProp="title"
        options={TASK_TYPES.map((type) => ({
          value: type,
          label: <TaskTypeBadge type={type} />,
          title: t(`fields.type.${type}` as const),
        }))}
      />
      <Select<TaskPriority[]>
        mode="multiple"
        aria-label={t('fields.filterPriority')}
        placeholder={t('fields.anyPriority')}
        allowClear
        maxTagCount={1}
        maxTagPlaceholder={more}
        style={width}
        value={filters.priority}
        onChange={(priority) => onChange({ priority })}
        optionFilterProp="title"
        options={TASK_PRIORITIES.map((priority) => ({
          value: priority,
          label: <PriorityBadge priority={priority} />,
          title: t(`fields.priority.${priority}` as const),
        }))}
      />
      <Select<string[]>
        mode="multiple"
        aria-label={t('fields.filterLabel')}
        placeholder={t('fields.anyLabel')}
        allowClear
        maxTagCount={1}
        maxTagPlaceholder={more}
        style={width}
        value={filters.label}
        onChange={(label) => onChange({ label })}
        optionFilterProp="label"
        options={labels.map((label) => ({
          value: label._id,
          label: label.retired ? t('fields.retiredLabel', { name: label.name }) : label.name,
          colour: label.colour,
        }))}
        optionRender={(option) => <Dotted colour={option.data.colour}>{option.data.label}</Dotted>}
      />
      <Select<string>
        aria-label={t('fields.filterEpic')}
        placeholder={t('fields.anyEpic')}
        allowClear
        showSearch
        optionFilterProp="label"
        style={width}
        value={filters.epic ?? undefined}
        onChange={(epic?: string) => onChange({ epic: epic ?? null })}
        options={[
          ...epics.map((epic) => ({ value: epic._id, label: epic.name, colour: epic.colour })),
          { value: NO_EPIC, label: t('structure.noEpic'), colour: undefined },
        ]}
        optionRender={(option) => <Dotted colour={option.data.colour}>{option.data.label}</Dotted>}
      />
    </>
  );
}

/** What stands for the values past the first: "+2" (antd's own adds an ellipsis). */
const more = (omitted: readonly unknown[]) => `+${omitted.length}`;

/** An option with its colour as a dot before the name (the name keeps the theme's colour). */
function Dotted({ colour, children }: { colour: string | undefined; children: ReactNode }) {
  return (
    <span>
      {colour && (
        <span
          aria-hidden
          style={{
            display: 'inline-block',
            width: 8,
            height: 8,
            borderRadius: '50%',
            background: colour,
            marginInlineEnd: 6,
          }}
        />
      )}
      {children}
    </span>
  );
}

import type { TaskTab } from '@timely/contract';
import { useMessages, useSearchBox } from '@timely/shared-ui';
import { Tabs } from '@timely/shared-ui/antd-more';
import { Input } from 'antd';
import { projectsMessages } from '../../../messages/messages';
import type { useTaskParams } from '../hooks/use-task-params';

type TaskListFiltersProps = { tabs: readonly TaskTab[]; params: ReturnType<typeof useTaskParams> };

/** The list's tabs and its search, kept in the URL (the search once typing pauses). */
export function TaskListFilters({ tabs, params }: TaskListFiltersProps) {
  const t = useMessages(projectsMessages);
  const searchBox = useSearchBox(params.search, (next) => params.setParams({ search: next }), 400);
  return (
    <>
      <Tabs
        activeKey={params.tab}
        onChange={(key) => params.setParams({ tab: key as typeof params.tab })}
        items={tabs.map((tab) => ({ key: tab, label: t(`tasks.tab.${tab}` as const) }))}
      />
      <Input.Search
        aria-label={t('tasks.search')}
        placeholder={t('tasks.searchPlaceholder')}
        allowClear
        value={searchBox.value}
        onChange={searchBox.onChange}
        style={{ maxWidth: 360, marginBottom: 16 }}
      />
    </>
  );
}

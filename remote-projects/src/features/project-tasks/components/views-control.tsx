import { MoreOutlined } from '@ant-design/icons';
import type { SavedView } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { Select } from '@timely/shared-ui/antd-more';
import { Button, Dropdown, Flex } from 'antd';
import { useMemo } from 'react';
import { useViewActions } from '../hooks/use-view-actions';
import { projectTasksMessages } from '../messages/messages';
import type { TaskListQuery } from '../utils/view-query';
import { ViewNameModal } from './view-name-modal';
import { ViewOptionLabel } from './view-option-label';

type ViewsControlProps = {
  projectId: string;
  views: SavedView[];
  chosen: SavedView | null;
  query: TaskListQuery;
  onChoose: (view: SavedView | null) => void;
};

/**
 * The saved views of the list: choose one (the caller's own, then the project's shared ones, each marked),
 * save the current filters as a new one, and, on a chosen view the caller may change, save the filters to it,
 * rename, share or unshare and delete it.
 */
export function ViewsControl({ projectId, views, chosen, query, onChoose }: ViewsControlProps) {
  const t = useMessages(projectTasksMessages);
  const { naming, setNaming, save, actions, act } = useViewActions({ projectId, chosen, query, onChoose });
  const renaming = useMemo(() => chosen && { name: chosen.name, shared: chosen.shared }, [chosen]);
  const mine = views.filter((view) => view.mine);
  const others = views.filter((view) => !view.mine);
  const option = (view: SavedView) => ({
    value: view._id,
    title: view.name,
    label: <ViewOptionLabel view={view} />,
  });
  return (
    <Flex gap={8} wrap align="center" style={{ marginBottom: 12 }}>
      <Select
        aria-label={t('views.label')}
        placeholder={t('views.placeholder')}
        allowClear
        showSearch
        optionFilterProp="title"
        value={chosen?._id ?? null}
        onChange={(id?: string | null) => onChoose(views.find((view) => view._id === id) ?? null)}
        options={[
          ...(mine.length ? [{ label: t('views.mine'), options: mine.map(option) }] : []),
          ...(others.length ? [{ label: t('views.shared'), options: others.map(option) }] : []),
        ]}
        style={{ minWidth: 240, maxWidth: '100%' }}
        popupMatchSelectWidth={false}
      />
      <Button onClick={() => setNaming('create')}>{t('views.saveAs')}</Button>
      {actions.length > 0 && (
        <Dropdown menu={{ items: actions, onClick: ({ key }) => act(key) }} trigger={['click']}>
          <Button aria-label={t('views.actions')} icon={<MoreOutlined />} />
        </Dropdown>
      )}
      <ViewNameModal
        mode={naming}
        initial={naming === 'rename' ? (renaming ?? undefined) : undefined}
        onClose={() => setNaming(null)}
        onSave={save}
      />
    </Flex>
  );
}

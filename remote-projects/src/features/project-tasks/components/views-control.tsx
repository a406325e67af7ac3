import { MoreOutlined } from '@ant-design/icons';
import type { SavedView } from '@timely/contract';
import { useErrorText } from '@timely/shared-auth';
import { useMessages } from '@timely/shared-ui';
import { Select } from '@timely/shared-ui/antd-more';
import { App, Button, Dropdown, Flex, Tag, Typography, type MenuProps } from 'antd';
import { useMemo, useState } from 'react';
import { useCreateSavedView } from '../api/create-saved-view';
import { useDeleteSavedView } from '../api/delete-saved-view';
import { useUpdateSavedView } from '../api/update-saved-view';
import { projectTasksMessages } from '../messages/messages';
import { filtersOfQuery, type TaskListQuery } from '../utils/view-query';
import { ViewNameModal, type ViewNameValues } from './view-name-modal';

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
  const { message, modal } = App.useApp();
  const errorText = useErrorText();
  const [naming, setNaming] = useState<'create' | 'rename' | null>(null);
  const create = useCreateSavedView(projectId);
  const update = useUpdateSavedView(projectId);
  const remove = useDeleteSavedView(projectId);
  const renaming = useMemo(() => chosen && { name: chosen.name, shared: chosen.shared }, [chosen]);
  const mine = views.filter((view) => view.mine);
  const others = views.filter((view) => !view.mine);
  const option = (view: SavedView) => ({
    value: view._id,
    title: view.name,
    label: (
      <Flex gap={6} align="center" wrap={false}>
        <Typography.Text ellipsis style={{ maxWidth: 220 }}>
          {view.name}
        </Typography.Text>
        <Tag variant="filled" color={view.shared ? 'blue' : undefined} style={{ marginInlineEnd: 0 }}>
          {view.shared ? t('views.sharedTag') : t('views.privateTag')}
        </Tag>
        {!view.mine && <Typography.Text type="secondary">{t('views.by', { name: view.owner.name })}</Typography.Text>}
      </Flex>
    ),
  });
  const run = (work: Promise<unknown>, done: string) =>
    work.then(
      () => void message.success(done),
      (caught: unknown) => void message.error(errorText(caught)),
    );
  const save = async (values: ViewNameValues) => {
    if (naming === 'rename' && chosen) {
      await update.mutateAsync({ id: chosen._id, body: { name: values.name } });
    } else {
      const made = await create.mutateAsync({ ...values, filters: filtersOfQuery(query) });
      onChoose(made);
    }
    void message.success(t('views.saved'));
  };
  const actions: MenuProps['items'] = chosen?.canManage
    ? [
        ...(chosen.mine ? [{ key: 'saveFilters', label: t('views.saveFilters') }] : []),
        { key: 'rename', label: t('views.rename') },
        ...(chosen.mine && !chosen.shared ? [{ key: 'share', label: t('views.share') }] : []),
        ...(chosen.shared ? [{ key: 'unshare', label: t('views.unshare') }] : []),
        { type: 'divider' as const },
        { key: 'delete', label: t('views.delete'), danger: true },
      ]
    : [];
  const act = (key: string) => {
    if (!chosen) return;
    if (key === 'rename') setNaming('rename');
    if (key === 'saveFilters')
      void run(update.mutateAsync({ id: chosen._id, body: { filters: filtersOfQuery(query) } }), t('views.saved'));
    if (key === 'share' || key === 'unshare')
      void run(update.mutateAsync({ id: chosen._id, body: { shared: key === 'share' } }), t('views.saved'));
    if (key === 'delete')
      modal.confirm({
        title: t('views.deleteConfirm', { name: chosen.name }),
        okText: t('views.delete'),
        okButtonProps: { danger: true },
        cancelText: t('views.cancel'),
        onOk: () => run(remove.mutateAsync(chosen._id), t('views.deleted')).then(() => onChoose(null)),
      });
  };
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

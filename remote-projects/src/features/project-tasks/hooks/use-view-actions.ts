import type { SavedView } from '@timely/contract';
import { useErrorText } from '@timely/shared-auth';
import { useMessages } from '@timely/shared-ui';
import { App, type MenuProps } from 'antd';
import { useState } from 'react';
import { useCreateSavedView } from '../api/create-saved-view';
import { useDeleteSavedView } from '../api/delete-saved-view';
import { useUpdateSavedView } from '../api/update-saved-view';
import type { ViewNameValues } from '../components/view-name-modal';
import { projectTasksMessages } from '../messages/messages';
import { filtersOfQuery, type TaskListQuery } from '../utils/view-query';

type ViewActionsOptions = {
  projectId: string;
  chosen: SavedView | null;
  query: TaskListQuery;
  onChoose: (view: SavedView | null) => void;
};

/**
 * What may be done with the saved views: name a new one or rename the chosen one (the modal's mode), and the
 * chosen view's menu (save the filters to it, rename, share or unshare, delete after a confirmation).
 */
export function useViewActions({ projectId, chosen, query, onChoose }: ViewActionsOptions) {
  const t = useMessages(projectTasksMessages);
  const { message, modal } = App.useApp();
  const errorText = useErrorText();
  const [naming, setNaming] = useState<'create' | 'rename' | null>(null);
  const create = useCreateSavedView(projectId);
  const update = useUpdateSavedView(projectId);
  const remove = useDeleteSavedView(projectId);
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
  return { naming, setNaming, save, actions, act };
}

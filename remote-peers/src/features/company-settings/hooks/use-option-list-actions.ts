import type { ManagedOption } from '@timely/contract';
import { useErrorText } from '@timely/shared-auth';
import { useMessages } from '@timely/shared-ui';
import { App } from 'antd';
import { type OptionParent, useAddOption } from '../api/add-option';
import { useDeleteOption } from '../api/delete-option';
import type { OrderedList } from '../api/get-managed-option-lists';
import { useRecolourLabel } from '../api/recolour-label';
import { useRenameOption } from '../api/rename-option';
import { useReorderOptions } from '../api/reorder-options';
import { useSetOptionRetired } from '../api/set-option-retired';
import { peersMessages } from '../../../messages/messages';

/**
 * One option list's changes, each said when done or refused. Each answers whether it went through, so the
 * form can clear its field only then.
 */
export function useOptionListActions(list: OrderedList, items: ManagedOption[], parent?: OptionParent) {
  const t = useMessages(peersMessages);
  const errorText = useErrorText();
  const addOption = useAddOption();
  const renameOption = useRenameOption();
  const reorderOptions = useReorderOptions();
  const setOptionRetired = useSetOptionRetired();
  const deleteOption = useDeleteOption();
  const recolourLabel = useRecolourLabel();
  const { message } = App.useApp();

  const run = async (work: () => Promise<void>, done: string) => {
    try {
      await work(); // each write refreshes the managed and the offered lists
      void message.success(done);
      return true;
    } catch (caught) {
      void message.error(errorText(caught));
      return false;
    }
  };
  return {
    add: (name: string, colour: string) =>
      run(
        () => addOption(list, name, parent, list === 'labels' ? colour : undefined),
        t('settings.lists.added', { name }),
      ),
    rename: (id: string, name: string) => run(() => renameOption(list, id, name), t('settings.lists.renamed')),
    move: (index: number, by: -1 | 1) => {
      const ids = items.map((item) => item._id);
      [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
      const name = items[index]!.name;
      void run(
        () => reorderOptions(list, ids),
        by < 0 ? t('settings.lists.movedUp', { name }) : t('settings.lists.movedDown', { name }),
      );
    },
    recolour: (item: ManagedOption, colour: string) =>
      void run(() => recolourLabel(item._id, colour), t('settings.lists.recoloured', { name: item.name })),
    setRetired: (item: ManagedOption) =>
      void run(
        () => setOptionRetired(list, item._id, !item.retired),
        item.retired
          ? t('settings.lists.offeredAgain', { name: item.name })
          : t('settings.lists.retiredDone', { name: item.name }),
      ),
    delete: (item: ManagedOption) =>
      void run(() => deleteOption(list, item._id), t('settings.lists.deleted', { name: item.name })),
  };
}

export type OptionListActions = ReturnType<typeof useOptionListActions>;

import { QueryErrorState } from '@timely/shared-auth';
import { LoadingState, useMessages } from '@timely/shared-ui';
import { Tabs } from '@timely/shared-ui/antd-more';
import { Card, Typography } from 'antd';
import { ORDERED_LISTS, useManagedOptionLists } from '../api/get-managed-option-lists';
import { ChildOptionList } from './child-option-list';
import { OptionList } from './option-list';
import { peersMessages } from '../../../messages/messages';

/**
 * The option lists: add, rename, order (up/down buttons, so a keyboard can do it), retire (kept on the
 * records that use it, no longer offered in forms) and delete (refused while in use, with the count).
 * Blocks and activity types are shown and ordered under a chosen location or job role.
 */
export function OptionListsCard() {
  const t = useMessages(peersMessages);
  const lists = useManagedOptionLists();
  return (
    <Card title={t('settings.lists.title')} style={{ maxWidth: 720, marginTop: 16 }}>
      <Typography.Paragraph type="secondary">{t('settings.lists.help')}</Typography.Paragraph>
      {lists.isPending ? (
        <LoadingState label={t('settings.lists.loading')} />
      ) : lists.isError ? (
        <QueryErrorState query={lists} title={t('settings.lists.loadError')} />
      ) : (
        <Tabs
          items={ORDERED_LISTS.map((list) => ({
            key: list,
            label: t(`settings.lists.${list}.name`),
            children:
              list === 'blocks' ? (
                <ChildOptionList
                  list={list}
                  parents={lists.data.locations}
                  parentLabel={t('settings.lists.location')}
                  addParentFirst={t('settings.lists.addLocationFirst')}
                  entries={lists.data.blocks.map((block) => ({ ...block, parentId: block.locationId }))}
                  parentOf={(locationId) => ({ locationId })}
                />
              ) : list === 'activity-types' ? (
                <ChildOptionList
                  list={list}
                  parents={lists.data['job-roles']}
                  parentLabel={t('settings.lists.jobRole')}
                  addParentFirst={t('settings.lists.addJobRoleFirst')}
                  entries={lists.data['activity-types'].map((type) => ({ ...type, parentId: type.jobRoleId }))}
                  parentOf={(jobRoleId) => ({ jobRoleId })}
                />
              ) : (
                <OptionList list={list} items={lists.data[list]} />
              ),
          }))}
        />
      )}
    </Card>
  );
}

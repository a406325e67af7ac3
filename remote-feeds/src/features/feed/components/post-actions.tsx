import { DeleteOutlined, EditOutlined, MoreOutlined, PushpinOutlined } from '@ant-design/icons';
import type { FeedPost } from '@timely/contract';
import { isLevel3, sessionUserAtom } from '@timely/shared-auth';
import { App, Button, Dropdown, type MenuProps } from 'antd';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useDeletePost } from '../api/delete-post';
import { usePinPost } from '../api/pin-post';
import { PinDialog } from './pin-dialog';
import { feedsMessages } from '../../../messages/messages';
import { useMessages } from '@timely/shared-ui';

type PostActionsProps = { post: FeedPost; onEdit: () => void };

/**
 * The post's menu, holding only what the server says this reader may do (`canEdit`, `canDelete`), plus
 * pinning for a company admin. The server checks each again.
 */
export function PostActions({ post, onEdit }: PostActionsProps) {
  const t = useMessages(feedsMessages);
  const user = useAtomValue(sessionUserAtom);
  const { modal } = App.useApp();
  const deletePost = useDeletePost();
  const pinPost = usePinPost();
  const [pinOpen, setPinOpen] = useState(false);
  const mayPin = isLevel3(user);

  const items: MenuProps['items'] = [
    ...(post.canEdit ? [{ key: 'edit', icon: <EditOutlined aria-hidden />, label: t('actions.edit') }] : []),
    ...(mayPin
      ? [
          {
            key: post.pin ? 'unpin' : 'pin',
            icon: <PushpinOutlined aria-hidden />,
            label: post.pin ? t('actions.unpin') : t('actions.pin'),
          },
        ]
      : []),
    ...(post.canDelete
      ? [{ key: 'delete', icon: <DeleteOutlined aria-hidden />, label: t('actions.delete'), danger: true }]
      : []),
  ];
  if (items.length === 0) return null;

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'edit') onEdit();
    if (key === 'pin') setPinOpen(true);
    if (key === 'unpin') pinPost.mutate({ id: post._id, pinned: false });
    if (key === 'delete') {
      void modal.confirm({
        title: t('actions.deleteTitle'),
        content: t('actions.deleteText'),
        okText: t('actions.delete'),
        okButtonProps: { danger: true },
        onOk: () => deletePost.mutate(post._id),
      });
    }
  };

  return (
    <>
      <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
        <Button type="text" size="small" icon={<MoreOutlined aria-hidden />} aria-label={t('actions.label')} />
      </Dropdown>
      {mayPin && (
        <PinDialog
          open={pinOpen}
          saving={pinPost.isPending}
          onCancel={() => setPinOpen(false)}
          onPin={(expiresAt) =>
            pinPost.mutate({ id: post._id, pinned: true, expiresAt }, { onSuccess: () => setPinOpen(false) })
          }
        />
      )}
    </>
  );
}

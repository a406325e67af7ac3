import type { DemoUser } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { Tag } from 'antd';
import { usersMessages } from '../messages/messages';

const COLOUR: Record<DemoUser['status'], string> = { active: 'success', blocked: 'error', deactivated: 'default' };

/** Active (green), blocked (red) or deactivated (grey), in words as well as colour. */
export function UserStatusTag({ status }: { status: DemoUser['status'] }) {
  const t = useMessages(usersMessages);
  return (
    <Tag color={COLOUR[status]} style={{ marginInlineEnd: 0 }}>
      {t(`users.status.${status}`)}
    </Tag>
  );
}

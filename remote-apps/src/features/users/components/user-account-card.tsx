import type { DemoUser } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { Card, Descriptions, Typography } from 'antd';
import { usersMessages } from '../messages/messages';
import { CardHeading } from './card-heading';
import { UserStatusTag } from './user-status-tag';

/** The user's account: username, e-mail, role, status, verified, department and company. */
export function UserAccountCard({ user }: { user: DemoUser }) {
  const t = useMessages(usersMessages);
  return (
    <Card title={<CardHeading>{t('users.view.account')}</CardHeading>} style={{ height: '100%' }}>
      <Descriptions column={1} size="small">
        <Descriptions.Item label={t('users.view.username')}>
          <bdi>{user.username}</bdi>
        </Descriptions.Item>
        <Descriptions.Item label={t('users.view.email')}>
          <Typography.Link href={`mailto:${user.email}`}>
            <bdi>{user.email}</bdi>
          </Typography.Link>
        </Descriptions.Item>
        <Descriptions.Item label={t('users.view.role')}>{t(`users.role.${user.role}`)}</Descriptions.Item>
        <Descriptions.Item label={t('users.view.status')}>
          <UserStatusTag status={user.status} />
        </Descriptions.Item>
        <Descriptions.Item label={t('users.view.verified')}>
          {user.is_verified ? t('users.view.yes') : t('users.view.no')}
        </Descriptions.Item>
        <Descriptions.Item label={t('users.view.department')}>
          {t(`users.department.${user.department}`)}
        </Descriptions.Item>
        <Descriptions.Item label={t('users.view.company')}>{user.company || t('users.view.none')}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

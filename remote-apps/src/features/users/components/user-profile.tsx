import { EditOutlined } from '@ant-design/icons';
import type { DemoUser } from '@timely/contract';
import { PageHeader, useMessages } from '@timely/shared-ui';
import { Button, Card, Col, Flex, Row } from 'antd';
import { useNavigate } from 'react-router-dom';
import { usersMessages } from '../messages/messages';
import { usersPaths } from '../utils/user-options';
import { CardHeading } from './card-heading';
import { PermissionsTable } from './permissions-table';
import { UserAccountCard } from './user-account-card';
import { UserAvatar } from './user-avatar';
import { UserLocationCard } from './user-location-card';
import { UserPersonalCard } from './user-personal-card';
import { UserSocialCard } from './user-social-card';

/** A user's profile: a card each for account, personal details, address and social links, and their permissions. */
export function UserProfile({ user }: { user: DemoUser }) {
  const t = useMessages(usersMessages);
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title={
          <Flex gap={12} align="center" component="span">
            <UserAvatar user={user} size={48} />
            <span>{user.name}</span>
          </Flex>
        }
        subtitle={<bdi>@{user.username}</bdi>}
        actions={
          <>
            <Button onClick={() => void navigate(usersPaths.list())}>{t('users.view.backToList')}</Button>
            <Button
              type="primary"
              icon={<EditOutlined aria-hidden />}
              onClick={() => void navigate(usersPaths.edit(user.id))}
            >
              {t('users.view.edit')}
            </Button>
          </>
        }
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <UserAccountCard user={user} />
        </Col>
        <Col xs={24} lg={12}>
          <UserPersonalCard user={user} />
        </Col>
        <Col xs={24} lg={12}>
          <UserLocationCard location={user.location} />
        </Col>
        <Col xs={24} lg={12}>
          <UserSocialCard links={user.social_links} />
        </Col>
        {user.permissions && (
          <Col xs={24}>
            <Card title={<CardHeading>{t('users.view.permissions')}</CardHeading>}>
              <PermissionsTable name={user.name} permissions={user.permissions} />
            </Card>
          </Col>
        )}
      </Row>
    </>
  );
}

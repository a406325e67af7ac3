import { EditOutlined } from '@ant-design/icons';
import type { DemoUser } from '@timely/contract';
import { QueryErrorState } from '@timely/shared-auth';
import { formatDate, PageHeader, useMessages } from '@timely/shared-ui';
import { Button, Card, Col, Descriptions, Flex, Row, Skeleton, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useUser } from '../api/get-users';
import { usersMessages } from '../messages/messages';
import { userIdOf, usersPaths } from '../utils/user-options';
import { PermissionsTable } from './permissions-table';
import { UserAvatar } from './user-avatar';
import { UserNotFound } from './user-not-found';
import { UserStatusTag } from './user-status-tag';

/** The social networks' names: brands, the same in every language. */
const SOCIAL = [
  ['twitter', 'Twitter'],
  ['facebook', 'Facebook'],
  ['instagram', 'Instagram'],
  ['github', 'GitHub'],
  ['codepen', 'CodePen'],
  ['slack', 'Slack'],
] as const;

const CONTACT_OPTIONS = ['email', 'message', 'phone'] as const;
const isContactOption = (option: string): option is (typeof CONTACT_OPTIONS)[number] =>
  (CONTACT_OPTIONS as readonly string[]).includes(option);

/** /pages/user/view/:id: a demo user's profile, their permissions when they have some, and the way to edit it. */
export function UserViewScreen() {
  const t = useMessages(usersMessages);
  const { id: param } = useParams();
  const id = userIdOf(param);
  const user = useUser(id ?? 0);

  if (user.isPending || user.isError) {
    return (
      <>
        <PageHeader title={t('users.view.title')} />
        {user.isPending ? (
          <div role="status" aria-label={t('users.view.loading')}>
            <Skeleton active avatar paragraph={{ rows: 8 }} />
          </div>
        ) : (
          <QueryErrorState query={user} title={t('users.view.loadError')} />
        )}
      </>
    );
  }
  if (!user.data || id === null) return <UserNotFound id={param ?? ''} />;
  return <UserProfile user={user.data} />;
}

function UserProfile({ user }: { user: DemoUser }) {
  const t = useMessages(usersMessages);
  const navigate = useNavigate();
  const dash = t('users.view.none');
  const or = (value: string): ReactNode => value || dash;
  const external = (href: string, text: string = href) =>
    href ? (
      <Typography.Link href={href} target="_blank" rel="noopener noreferrer">
        <bdi>{text}</bdi>
      </Typography.Link>
    ) : (
      dash
    );
  const social = SOCIAL.filter(([key]) => user.social_links[key]);
  const contact = (option: string) => (isContactOption(option) ? t(`users.contact.${option}`) : option);

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
          <Card title={<h2 style={headingStyle}>{t('users.view.account')}</h2>} style={{ height: '100%' }}>
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
              <Descriptions.Item label={t('users.view.company')}>{or(user.company)}</Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={<h2 style={headingStyle}>{t('users.view.personal')}</h2>} style={{ height: '100%' }}>
            <Descriptions column={1} size="small">
              <Descriptions.Item label={t('users.view.dob')}>{formatDate(user.dob)}</Descriptions.Item>
              <Descriptions.Item label={t('users.view.gender')}>
                {t(`users.view.gender.${user.gender}`)}
              </Descriptions.Item>
              <Descriptions.Item label={t('users.view.country')}>{or(user.country)}</Descriptions.Item>
              <Descriptions.Item label={t('users.view.mobile')}>
                {user.mobile ? (
                  <Typography.Link href={`tel:${user.mobile.replace(/[^\d+]/g, '')}`}>
                    <bdi dir="ltr">{user.mobile}</bdi>
                  </Typography.Link>
                ) : (
                  dash
                )}
              </Descriptions.Item>
              <Descriptions.Item label={t('users.view.website')}>{external(user.website)}</Descriptions.Item>
              <Descriptions.Item label={t('users.view.languages')}>
                {user.languages_known.length ? (
                  <Space size={[4, 4]} wrap>
                    {user.languages_known.map((language) => (
                      <Tag key={language}>{language}</Tag>
                    ))}
                  </Space>
                ) : (
                  dash
                )}
              </Descriptions.Item>
              <Descriptions.Item label={t('users.view.contactOptions')}>
                {user.contact_options.map(contact).join(', ') || dash}
              </Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={<h2 style={headingStyle}>{t('users.view.location')}</h2>} style={{ height: '100%' }}>
            <Descriptions column={1} size="small">
              <Descriptions.Item label={t('users.view.addressLine1')}>{or(user.location.add_line_1)}</Descriptions.Item>
              <Descriptions.Item label={t('users.view.addressLine2')}>{or(user.location.add_line_2)}</Descriptions.Item>
              <Descriptions.Item label={t('users.view.postCode')}>{or(user.location.post_code)}</Descriptions.Item>
              <Descriptions.Item label={t('users.view.city')}>{or(user.location.city)}</Descriptions.Item>
              <Descriptions.Item label={t('users.view.state')}>{or(user.location.state)}</Descriptions.Item>
              <Descriptions.Item label={t('users.view.country')}>{or(user.location.country)}</Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={<h2 style={headingStyle}>{t('users.view.social')}</h2>} style={{ height: '100%' }}>
            {social.length ? (
              <Descriptions column={1} size="small">
                {social.map(([key, brand]) => (
                  <Descriptions.Item key={key} label={brand}>
                    {external(user.social_links[key])}
                  </Descriptions.Item>
                ))}
              </Descriptions>
            ) : (
              <Typography.Text type="secondary">{t('users.view.noSocialLinks')}</Typography.Text>
            )}
          </Card>
        </Col>
        {user.permissions && (
          <Col xs={24}>
            <Card title={<h2 style={headingStyle}>{t('users.view.permissions')}</h2>}>
              <PermissionsTable name={user.name} permissions={user.permissions} />
            </Card>
          </Col>
        )}
      </Row>
    </>
  );
}

// a card's title is a heading of the page's outline, in the card title's own size
const headingStyle = { fontSize: 'inherit', fontWeight: 'inherit', margin: 0 } as const;

import type { DemoUser } from '@timely/contract';
import { formatDate, useMessages } from '@timely/shared-ui';
import { Card, Descriptions, Space, Tag, Typography } from 'antd';
import { usersMessages } from '../messages/messages';
import { CardHeading } from './card-heading';
import { ExternalLink } from './external-link';

const CONTACT_OPTIONS = ['email', 'message', 'phone'] as const;
const isContactOption = (option: string): option is (typeof CONTACT_OPTIONS)[number] =>
  (CONTACT_OPTIONS as readonly string[]).includes(option);

/** The user's personal details: birthday, gender, country, mobile, website, languages and how to reach them. */
export function UserPersonalCard({ user }: { user: DemoUser }) {
  const t = useMessages(usersMessages);
  const dash = t('users.view.none');
  const contact = (option: string) => (isContactOption(option) ? t(`users.contact.${option}`) : option);
  return (
    <Card title={<CardHeading>{t('users.view.personal')}</CardHeading>} style={{ height: '100%' }}>
      <Descriptions column={1} size="small">
        <Descriptions.Item label={t('users.view.dob')}>{formatDate(user.dob)}</Descriptions.Item>
        <Descriptions.Item label={t('users.view.gender')}>{t(`users.view.gender.${user.gender}`)}</Descriptions.Item>
        <Descriptions.Item label={t('users.view.country')}>{user.country || dash}</Descriptions.Item>
        <Descriptions.Item label={t('users.view.mobile')}>
          {user.mobile ? (
            <Typography.Link href={`tel:${user.mobile.replace(/[^\d+]/g, '')}`}>
              <bdi dir="ltr">{user.mobile}</bdi>
            </Typography.Link>
          ) : (
            dash
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('users.view.website')}>
          <ExternalLink href={user.website} />
        </Descriptions.Item>
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
  );
}

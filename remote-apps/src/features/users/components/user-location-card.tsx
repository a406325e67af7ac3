import type { DemoUser } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { Card, Descriptions } from 'antd';
import { usersMessages } from '../messages/messages';
import { CardHeading } from './card-heading';

/** The user's address, a dash for each part they have not given. */
export function UserLocationCard({ location }: { location: DemoUser['location'] }) {
  const t = useMessages(usersMessages);
  const or = (value: string) => value || t('users.view.none');
  return (
    <Card title={<CardHeading>{t('users.view.location')}</CardHeading>} style={{ height: '100%' }}>
      <Descriptions column={1} size="small">
        <Descriptions.Item label={t('users.view.addressLine1')}>{or(location.add_line_1)}</Descriptions.Item>
        <Descriptions.Item label={t('users.view.addressLine2')}>{or(location.add_line_2)}</Descriptions.Item>
        <Descriptions.Item label={t('users.view.postCode')}>{or(location.post_code)}</Descriptions.Item>
        <Descriptions.Item label={t('users.view.city')}>{or(location.city)}</Descriptions.Item>
        <Descriptions.Item label={t('users.view.state')}>{or(location.state)}</Descriptions.Item>
        <Descriptions.Item label={t('users.view.country')}>{or(location.country)}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

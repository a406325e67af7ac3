import { useMessages } from '@timely/shared-ui';
import { Card, Row } from 'antd';
import { usersMessages } from '../messages/messages';
import { CardHeading } from './card-heading';
import { UserContactFields } from './user-contact-fields';
import { UserIdentityFields } from './user-identity-fields';

/** The user's details in the edit form, in one row of columns. */
export function UserDetailsCard() {
  const t = useMessages(usersMessages);
  return (
    <Card title={<CardHeading>{t('users.edit.details')}</CardHeading>} style={{ marginBottom: 16 }}>
      <Row gutter={16}>
        <UserIdentityFields />
        <UserContactFields />
      </Row>
    </Card>
  );
}

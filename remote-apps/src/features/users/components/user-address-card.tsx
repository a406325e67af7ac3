import { useMessages } from '@timely/shared-ui';
import { Card, Col, Form, Input, Row } from 'antd';
import { usersMessages } from '../messages/messages';
import { userFormRules } from '../utils/user-form-rules';
import { CardHeading } from './card-heading';

const LOCATION_FIELDS = [
  ['add_line_1', 'users.view.addressLine1', 200],
  ['add_line_2', 'users.view.addressLine2', 200],
  ['post_code', 'users.view.postCode', 20],
  ['city', 'users.view.city', 100],
  ['state', 'users.view.state', 100],
  ['country', 'users.view.country', 100],
] as const;

/** The user's address in the edit form, a field per part. */
export function UserAddressCard() {
  const t = useMessages(usersMessages);
  const { max } = userFormRules(t);
  return (
    <Card title={<CardHeading>{t('users.edit.address')}</CardHeading>} style={{ marginBottom: 16 }}>
      <Row gutter={16}>
        {LOCATION_FIELDS.map(([key, labelKey, length]) => (
          <Col key={key} xs={24} md={12}>
            <Form.Item label={t(labelKey)} name={['user', 'location', key]} rules={[max(t(labelKey), length)]}>
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
        ))}
      </Row>
    </Card>
  );
}

import { useMessages } from '@timely/shared-ui';
import { Col, Form, Input } from 'antd';
import { peersMessages } from '../../../messages/messages';

const PHONE = /^\+?[0-9 ()-]{7,24}$/;

/** Who the peer is and how to reach them: name, employee id, email and mobile. */
export function PeerIdentityFields() {
  const t = useMessages(peersMessages);
  return (
    <>
      <Col xs={24} sm={12}>
        <Form.Item
          name="name"
          label={t('peers.table.name')}
          rules={[
            { required: true, whitespace: true, message: t('peers.drawer.nameRequired') },
            { min: 2, message: t('peers.drawer.nameMin') },
            { max: 80 },
          ]}
        >
          <Input autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item
          name="employeeId"
          label={t('peers.table.employeeId')}
          rules={[{ required: true, whitespace: true, message: t('peers.drawer.employeeIdRequired') }, { max: 20 }]}
        >
          <Input autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item
          name="email"
          label={t('peers.table.email')}
          rules={[
            { required: true, message: t('peers.drawer.emailRequired') },
            { type: 'email', message: t('peers.drawer.emailInvalid') },
          ]}
        >
          <Input type="email" autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item
          name="phone"
          label={t('peers.table.mobile')}
          rules={[{ pattern: PHONE, message: t('peers.drawer.phoneInvalid') }]}
        >
          <Input type="tel" autoComplete="off" />
        </Form.Item>
      </Col>
    </>
  );
}

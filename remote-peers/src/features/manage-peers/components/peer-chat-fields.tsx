import { useMessages } from '@timely/shared-ui';
import { Col, Form, Input } from 'antd';
import { peersMessages } from '../../../messages/messages';

/** The peer's Skype, Slack and Zoom ids. */
export function PeerChatFields() {
  const t = useMessages(peersMessages);
  return (
    <>
      <Col xs={24} sm={8}>
        <Form.Item name={['imIds', 'skype']} label={t('peers.drawer.skype')} rules={[{ max: 100 }]}>
          <Input />
        </Form.Item>
      </Col>
      <Col xs={24} sm={8}>
        <Form.Item name={['imIds', 'slack']} label={t('peers.drawer.slack')} rules={[{ max: 100 }]}>
          <Input />
        </Form.Item>
      </Col>
      <Col xs={24} sm={8}>
        <Form.Item name={['imIds', 'zoom']} label={t('peers.drawer.zoom')} rules={[{ max: 100 }]}>
          <Input />
        </Form.Item>
      </Col>
    </>
  );
}

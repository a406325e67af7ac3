import { portalHref, useMessages } from '@timely/shared-ui';
import { Card, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { peersMessages } from '../../../messages/messages';

/** The leave policy is kept with leave: this card only leads there. */
export function LeavePolicyCard() {
  const t = useMessages(peersMessages);
  return (
    <Card title={t('settings.leavePolicy')} style={{ maxWidth: 720, marginTop: 16 }}>
      <Typography.Paragraph style={{ marginBottom: 8 }}>{t('settings.leavePolicyText')}</Typography.Paragraph>
      <Link to={`${portalHref('leaveReport')}?tab=policy`}>{t('settings.openLeavePolicy')}</Link>
    </Card>
  );
}

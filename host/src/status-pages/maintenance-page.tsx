import { ToolOutlined } from '@ant-design/icons';
import { portalHref, useMessages } from '@timely/shared-ui';
import { Button, Flex, theme } from 'antd';
import { Result } from '@timely/shared-ui/antd-more';
import { Link } from 'react-router-dom';
import { statusMessages } from './messages/messages';

/** Shown while Timely is down for planned work. */
export function MaintenancePage() {
  const t = useMessages(statusMessages);
  const { token } = theme.useToken();
  return (
    <Flex component="main" justify="center" align="center" style={{ minHeight: '100vh' }}>
      <Result
        icon={<ToolOutlined aria-hidden style={{ color: token.colorPrimary }} />}
        title={t('status.maintenance.title')}
        subTitle={t('status.maintenance.text')}
        extra={
          <Link to={portalHref('home')}>
            <Button type="primary">{t('status.tryAgain')}</Button>
          </Link>
        }
      />
    </Flex>
  );
}

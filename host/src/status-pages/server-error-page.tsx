import { portalHref, useMessages } from '@timely/shared-ui';
import { Button, Flex } from 'antd';
import { Result } from '@timely/shared-ui/antd-more';
import { Link } from 'react-router-dom';
import { statusMessages } from './messages/messages';

/** Something broke on our side; nothing the user did. */
export function ServerErrorPage() {
  const t = useMessages(statusMessages);
  return (
    <Flex component="main" justify="center" align="center" style={{ minHeight: '100vh' }}>
      <Result
        status="500"
        title={t('status.serverError.title')}
        subTitle={t('status.serverError.text')}
        extra={[
          <Button key="reload" type="primary" onClick={() => window.location.reload()}>
            {t('status.tryAgain')}
          </Button>,
          <Link key="home" to={portalHref('home')}>
            <Button>{t('status.backToTimely')}</Button>
          </Link>,
        ]}
      />
    </Flex>
  );
}

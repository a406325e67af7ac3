import { portalHref, useMessages } from '@timely/shared-ui';
import { Button, Flex } from 'antd';
import { Result } from '@timely/shared-ui/antd-more';
import { Link } from 'react-router-dom';
import { statusMessages } from './messages/messages';

/** Any address the portal does not know. */
export function NotFoundPage() {
  const t = useMessages(statusMessages);
  return (
    <Flex component="main" justify="center" align="center" style={{ minHeight: '100vh' }}>
      <Result
        status="404"
        title={t('status.notFound.title')}
        subTitle={t('status.notFound.text')}
        extra={
          <Link to={portalHref('home')}>
            <Button type="primary">{t('status.backToTimely')}</Button>
          </Link>
        }
      />
    </Flex>
  );
}

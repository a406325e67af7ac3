import { portalHref, useMessages } from '@timely/shared-ui';
import { Button } from 'antd';
import { Result } from '@timely/shared-ui/antd-more';
import { Link } from 'react-router-dom';
import { statusMessages } from './messages/messages';

/** Where the role guard sends a user whose role may not open a page (spec §8). */
export function NotAuthorizedPage() {
  const t = useMessages(statusMessages);
  return (
    <Result
      status="403"
      title={t('status.notAuthorized.title')}
      subTitle={t('status.notAuthorized.text')}
      extra={
        <Link to={portalHref('overview')}>
          <Button type="primary">{t('status.notAuthorized.back')}</Button>
        </Link>
      }
    />
  );
}

import { ClockCircleFilled } from '@ant-design/icons';
import { levelAtom, roleAtom, sessionUserAtom } from '@timely/shared-auth';
import { APP_TITLE, portalHref, useMessages } from '@timely/shared-ui';
import { theme, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import { hostMessages } from '../../messages/messages';
import { mayOpenPath } from '../../screens/may-open-path';

/**
 * The logo and name, linking to /dashboard as the spec has it; an editor may not open /dashboard
 * (People Availability is admin only), so theirs leads to Overview instead. A company with a logo
 * (set on the company settings screen) sees it in place of Timely's clock.
 */
export function BrandLink({ showName = true, light = false }: { showName?: boolean; light?: boolean }) {
  const t = useMessages(hostMessages);
  const role = useAtomValue(roleAtom);
  const level = useAtomValue(levelAtom);
  const user = useAtomValue(sessionUserAtom);
  const { token } = theme.useToken();
  const dashboard = portalHref('peopleAvailability');
  const to = mayOpenPath(dashboard, role, level) ? dashboard : portalHref('overview');
  return (
    <Link
      to={to}
      aria-label={t('layout.home')}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 10, minWidth: 0 }}
    >
      {user?.companyLogo ? (
        <img
          src={user.companyLogo}
          alt={t('layout.companyLogo', { company: user.companyName })}
          style={{ height: 32, maxWidth: 96, objectFit: 'contain', flex: 'none' }}
        />
      ) : (
        <ClockCircleFilled aria-hidden style={{ color: token.colorPrimary, fontSize: 28 }} />
      )}
      {showName && (
        <Typography.Text
          strong
          style={{ fontSize: 22, color: light ? '#fff' : token.colorPrimaryText, whiteSpace: 'nowrap' }}
        >
          {APP_TITLE}
        </Typography.Text>
      )}
    </Link>
  );
}

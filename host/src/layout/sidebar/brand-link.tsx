import { ClockCircleFilled } from '@ant-design/icons';
import { canOpen, roleAtom } from '@timely/shared-auth';
import { portalHref, portalRoutes } from '@timely/shared-ui';
import { theme, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';

/**
 * The logo and name, linking to /dashboard as the spec has it; an editor may not open /dashboard
 * (People Availability is admin only), so theirs leads to Overview instead.
 */
export function BrandLink({ showName = true, light = false }: { showName?: boolean; light?: boolean }) {
  const role = useAtomValue(roleAtom);
  const { token } = theme.useToken();
  const to = canOpen(role, portalRoutes.peopleAvailability.permissions) ? portalHref('peopleAvailability') : portalHref('overview');
  return (
    <Link to={to} aria-label="Timely home" style={{ display: 'inline-flex', alignItems: 'center', gap: 10, minWidth: 0 }}>
      <ClockCircleFilled style={{ color: token.colorPrimary, fontSize: 28 }} />
      {showName && (
        <Typography.Text strong style={{ fontSize: 22, color: light ? '#fff' : token.colorPrimary, whiteSpace: 'nowrap' }}>
          Timely
        </Typography.Text>
      )}
    </Link>
  );
}

import { HeartFilled } from '@ant-design/icons';
import { portalHref, useMessages } from '@timely/shared-ui';
import { Flex, Layout, theme, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { usePreferences } from '@timely/shared-auth';
import { hostMessages } from '../messages/messages';

/** The footer, static (after the page), sticky (always in view) or hidden, as the user set it. */
export function AppFooter() {
  const t = useMessages(hostMessages);
  const { footerType } = usePreferences();
  const { token } = theme.useToken();
  if (footerType === 'hidden') return null;
  const sticky = footerType === 'sticky';
  return (
    <Layout.Footer
      data-testid="footer"
      data-print="hide"
      data-footer-type={footerType}
      style={{
        position: sticky ? 'sticky' : 'static',
        bottom: 0,
        zIndex: 10,
        padding: '14px 24px',
        background: sticky ? token.colorBgContainer : 'transparent',
        boxShadow: sticky ? token.boxShadowTertiary : 'none',
      }}
    >
      <Flex justify="space-between" wrap gap={8}>
        <Typography.Text type="secondary">
          {t('footer.copyright', { year: String(new Date().getFullYear()) })}
        </Typography.Text>
        <Typography.Text type="secondary">
          {/* integration testers check here which build of each remote is composed */}
          {/* underlined: told apart from the text around it by more than its colour */}
          <Link to={portalHref('about')} style={{ textDecoration: 'underline' }}>
            {t('footer.about')}
          </Link>{' '}
          {t('footer.madeFor')} <HeartFilled aria-hidden style={{ color: token.colorError }} />
        </Typography.Text>
      </Flex>
    </Layout.Footer>
  );
}

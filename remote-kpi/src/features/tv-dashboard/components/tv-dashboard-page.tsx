import { buildTheme } from '@timely/shared-ui';
import { ConfigProvider, Layout, theme } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { TvDashboard } from './tv-dashboard';
import { TvStatusScreen } from './tv-status-screen';

// the portal's dark theme whole, not layered on the viewer's: inheriting the light theme's page colour
// had put the dark theme's white titles on a light page
const TV_THEME = { ...buildTheme({ theme: 'dark' }), inherit: false };

/**
 * /tvapp?key=…: the wall-screen dashboard. Always dark and exactly one screen tall (1920×1080, 1440×900),
 * with no portal chrome; it needs no session, only the read-only link's key.
 */
export function TvDashboardPage() {
  const [params] = useSearchParams();
  const key = params.get('key') ?? '';
  return (
    <ConfigProvider theme={TV_THEME}>
      <TvFrame>{key ? <TvDashboard linkKey={key} /> : <TvStatusScreen kind="missing" />}</TvFrame>
    </ConfigProvider>
  );
}

function TvFrame({ children }: { children: React.ReactNode }) {
  const { token } = theme.useToken();
  return (
    <Layout
      style={{
        minHeight: '100dvh',
        background: token.colorBgLayout,
        color: token.colorText,
        padding: 'clamp(12px, 2vw, 32px)',
        colorScheme: 'dark',
      }}
      data-testid="tv-dashboard"
    >
      {children}
    </Layout>
  );
}

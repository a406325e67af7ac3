import { ConfigProvider, Layout, theme } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { TvDashboard } from './tv-dashboard';
import { TvStatusScreen } from './tv-status-screen';

/**
 * /tvapp?key=…: the wall-screen dashboard. Always dark and full screen, with no portal chrome; it needs no
 * session, only the read-only link's key.
 */
export function TvDashboardPage() {
  const [params] = useSearchParams();
  const key = params.get('key') ?? '';
  return (
    <ConfigProvider theme={{ algorithm: theme.darkAlgorithm }}>
      <TvFrame>{key ? <TvDashboard linkKey={key} /> : <TvStatusScreen kind="missing" />}</TvFrame>
    </ConfigProvider>
  );
}

function TvFrame({ children }: { children: React.ReactNode }) {
  const { token } = theme.useToken();
  return (
    <Layout style={{ minHeight: '100vh', background: token.colorBgLayout, color: token.colorText, padding: 'clamp(16px, 2.5vw, 40px)' }} data-testid="tv-dashboard">
      {children}
    </Layout>
  );
}

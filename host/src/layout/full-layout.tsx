import { Layout } from 'antd';
import { Outlet } from 'react-router-dom';

/** The page alone: no sidebar, no top bar, no footer (the TV dashboard, or the user's "full" layout). */
export function FullLayout() {
  return (
    <Layout style={{ minHeight: '100vh' }} data-layout="full">
      <Layout.Content style={{ minWidth: 0 }}>
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}

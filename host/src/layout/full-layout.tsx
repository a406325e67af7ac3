import { Layout } from 'antd';
import { Outlet } from 'react-router-dom';
import { MAIN_CONTENT_ID } from './skip-link';

/** The page alone: no sidebar, no top bar, no footer (the TV dashboard, or the user's "full" layout). */
export function FullLayout() {
  return (
    <Layout style={{ minHeight: '100vh' }} data-layout="full">
      <Layout.Content id={MAIN_CONTENT_ID} tabIndex={-1} style={{ minWidth: 0 }}>
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}

import { useMessages } from '@timely/shared-ui';
import { ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import { useContext, useMemo, type ReactNode } from 'react';
import { authMessages } from '../messages/messages';

/**
 * antd's words that its own locales leave in English (German's pager says "Page Size" to a screen reader),
 * taken from shared-auth's message books. Inside the Suspense of the portal's ConfigProvider: the words may
 * still be downloading.
 */
export function AntdWordsFill({ children }: { children: ReactNode }) {
  const t = useMessages(authMessages);
  const parent = useContext(ConfigProvider.ConfigContext).locale;
  const pageSize = t('antd.pageSize');
  const locale = useMemo<Locale>(
    () => ({ ...parent, locale: parent?.locale ?? 'en', Pagination: { ...parent?.Pagination, page_size: pageSize } }),
    [parent, pageSize],
  );
  return <ConfigProvider locale={locale}>{children}</ConfigProvider>;
}

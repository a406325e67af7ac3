import { useMessages } from '@timely/shared-ui';
import { ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import { useContext, useEffect, useMemo, type ReactNode } from 'react';
import { authMessages } from '../messages/messages';
import { watchControlIcons } from './control-icon-labels';

/**
 * antd's labels that its own locales leave in English (German's pager says "Page Size" to a screen reader),
 * taken from shared-auth's message catalogs, and the names of the icons inside its controls
 * (control-icon-labels.ts). Inside the Suspense of the portal's ConfigProvider: the messages may still be
 * downloading.
 */
export function AntdLabelsFill({ children }: { children: ReactNode }) {
  const t = useMessages(authMessages);
  const parent = useContext(ConfigProvider.ConfigContext).locale;
  const pageSize = t('antd.pageSize');
  const clear = t('antd.clear');
  const remove = t('antd.remove');
  const search = t('antd.search');
  const moreTabs = t('antd.moreTabs');
  const locale = useMemo<Locale>(
    () => ({ ...parent, locale: parent?.locale ?? 'en', Pagination: { ...parent?.Pagination, page_size: pageSize } }),
    [parent, pageSize],
  );
  // popups and modals render outside the app's root: the whole body is watched
  useEffect(
    () => watchControlIcons(document.body, { clear, remove, search, moreTabs }),
    [clear, remove, search, moreTabs],
  );
  return <ConfigProvider locale={locale}>{children}</ConfigProvider>;
}

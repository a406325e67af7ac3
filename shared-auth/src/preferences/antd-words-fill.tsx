import { CloseCircleFilled, CloseOutlined, DownOutlined, SearchOutlined } from '@ant-design/icons';
import { useMessages } from '@timely/shared-ui';
import { ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import { useContext, useMemo, type ReactNode } from 'react';
import { authMessages } from '../messages/messages';

/**
 * antd's words that its own locales leave in English (German's pager says "Page Size" to a screen reader),
 * taken from shared-auth's message books, and the icons inside its controls: antd names each by its
 * English icon name ("close-circle", "search", "down"), so the ones that act get the reader's word and
 * the arrow, which only decorates, is hidden. Inside the Suspense of the portal's ConfigProvider: the
 * words may still be downloading.
 */
export function AntdWordsFill({ children }: { children: ReactNode }) {
  const t = useMessages(authMessages);
  const parent = useContext(ConfigProvider.ConfigContext).locale;
  const pageSize = t('antd.pageSize');
  const clear = t('antd.clear');
  const remove = t('antd.remove');
  const search = t('antd.search');
  const locale = useMemo<Locale>(
    () => ({ ...parent, locale: parent?.locale ?? 'en', Pagination: { ...parent?.Pagination, page_size: pageSize } }),
    [parent, pageSize],
  );
  const icons = useMemo(() => {
    const clearIcon = <CloseCircleFilled aria-label={clear} />;
    const arrow = <DownOutlined aria-hidden />;
    return {
      select: { suffixIcon: arrow, clearIcon, removeIcon: <CloseOutlined aria-label={remove} /> },
      inputSearch: { searchIcon: <SearchOutlined aria-label={search} /> },
      datePicker: { clearIcon },
      timePicker: { clearIcon },
    };
  }, [clear, remove, search]);
  return (
    <ConfigProvider locale={locale} {...icons}>
      {children}
    </ConfigProvider>
  );
}

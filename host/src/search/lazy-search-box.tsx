import { SearchOutlined } from '@ant-design/icons';
import { Deferred, useMessages } from '@timely/shared-ui';
import { Input } from 'antd';
import { lazy } from 'react';
import { useNavbarTinted } from '../layout/navbar-tint';
import { hostMessages } from '../messages/messages';

// antd's AutoComplete comes with antd-more: the search arrives just after the page's content
const SearchBox = lazy(async () => ({ default: (await import('./search-box')).SearchBox }));

/** The top bar's search, loaded once the browser is idle after the first paint; a look-alike box until then. */
export function LazySearchBox() {
  const t = useMessages(hostMessages);
  const tinted = useNavbarTinted();
  const placeholder = (
    <Input
      readOnly
      tabIndex={-1}
      aria-hidden
      placeholder={t('search.placeholder')}
      prefix={<SearchOutlined aria-hidden />}
      variant={tinted ? 'outlined' : 'filled'}
      style={{ width: '100%', maxWidth: 340 }}
    />
  );
  return (
    <Deferred fallback={placeholder}>
      <SearchBox />
    </Deferred>
  );
}

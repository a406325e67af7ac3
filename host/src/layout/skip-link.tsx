import { useMessages } from '@timely/shared-ui';
import { theme } from 'antd';
import { hostMessages } from '../messages/messages';

/** Where the skip link leads: the <main> of every layout carries this id. */
export const MAIN_CONTENT_ID = 'main-content';

/** The first stop of the Tab key on every signed-in page: past the menu and top bar, to the screen itself. */
export function SkipLink() {
  const t = useMessages(hostMessages);
  const { token } = theme.useToken();
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="timely-visually-hidden"
      style={{
        position: 'fixed',
        insetInlineStart: 16,
        top: 8,
        zIndex: 2000,
        padding: '8px 16px',
        borderRadius: token.borderRadius,
        background: token.colorBgElevated,
        color: token.colorLink,
        boxShadow: token.boxShadow,
      }}
    >
      {t('layout.skipLink')}
    </a>
  );
}

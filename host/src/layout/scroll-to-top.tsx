import { useMessages } from '@timely/shared-ui';
import { ArrowUpOutlined } from '@ant-design/icons';
import { FloatButton } from '@timely/shared-ui/antd-more';
import { usePreferences } from '@timely/shared-auth';
import { BUTTON_BOTTOM, BUTTON_SIZE } from './scroll-to-top-room';
import { hostMessages } from '../messages/messages';

/** Back to the top of a long page; the customizer can hide it (spec §4). */
export function ScrollToTop() {
  const t = useMessages(hostMessages);
  const { hideScrollToTop } = usePreferences();
  if (hideScrollToTop) return null;
  return (
    <FloatButton.BackTop
      visibilityHeight={300}
      icon={<ArrowUpOutlined aria-hidden />}
      type="primary"
      aria-label={t('layout.scrollToTop')}
      style={{ insetInlineEnd: 24, bottom: BUTTON_BOTTOM, width: BUTTON_SIZE, height: BUTTON_SIZE }}
    />
  );
}

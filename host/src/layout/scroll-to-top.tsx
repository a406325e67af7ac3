import { ArrowUpOutlined } from '@ant-design/icons';
import { FloatButton } from '@timely/shared-ui/antd-more';
import { usePreferences } from '@timely/shared-auth';

const BUTTON_BOTTOM = 72;
const BUTTON_SIZE = 40;

/**
 * The room a page leaves below its content so that, scrolled to the bottom, the floating button covers
 * nothing (the last row of a table, a pager): the button's own height above its offset, and a gap.
 */
export const SCROLL_TO_TOP_CLEARANCE = BUTTON_BOTTOM + BUTTON_SIZE + 16;

/** Back to the top of a long page; the customizer can hide it (spec §4). */
export function ScrollToTop() {
  const { hideScrollToTop } = usePreferences();
  if (hideScrollToTop) return null;
  return <FloatButton.BackTop visibilityHeight={300} icon={<ArrowUpOutlined />} type="primary" aria-label="Scroll to top" style={{ insetInlineEnd: 24, bottom: BUTTON_BOTTOM, width: BUTTON_SIZE, height: BUTTON_SIZE }} />;
}

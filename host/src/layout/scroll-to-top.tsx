import { ArrowUpOutlined } from '@ant-design/icons';
import { FloatButton } from '@timely/shared-ui/antd-more';
import { usePreferences } from '../theme/use-preferences';

/** Back to the top of a long page; the customizer can hide it (spec §4). */
export function ScrollToTop() {
  const { hideScrollToTop } = usePreferences();
  if (hideScrollToTop) return null;
  return <FloatButton.BackTop visibilityHeight={300} icon={<ArrowUpOutlined />} type="primary" aria-label="Scroll to top" style={{ insetInlineEnd: 24, bottom: 72 }} />;
}

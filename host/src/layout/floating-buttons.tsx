import { ThemeCustomizer } from '../theme/theme-customizer';
import { ScrollToTop } from './scroll-to-top';

/** The buttons that float over every signed-in page; loaded after its content (lazy-floating-buttons.tsx). */
export function FloatingButtons() {
  return (
    <div data-testid="floating-buttons" data-print="hide">
      <ThemeCustomizer />
      <ScrollToTop />
    </div>
  );
}

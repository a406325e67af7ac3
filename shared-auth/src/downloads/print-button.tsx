import { PrinterOutlined } from '@ant-design/icons';
import { useMessages } from '@timely/shared-ui';
import { Button } from 'antd';
import { downloadMessages } from './messages/messages';

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * Waits until the page has been laid out at the new width and what measures it (the charts) has drawn again:
 * nothing in the main area is wider than it, or half a second has passed (a table that scrolls sideways).
 */
async function settledAtNewWidth(): Promise<void> {
  const main = document.getElementById('main-content');
  for (let frame = 0; frame < 30; frame += 1) {
    await nextFrame();
    if (frame > 0 && (!main || main.scrollWidth <= main.clientWidth + 1)) return;
  }
}

/**
 * Prints the page alone on A4 (the browser's print to PDF). The page is first laid out at the paper's width
 * (`html[data-printing]`, tooling's index.html), so charts draw at the width they are printed at rather than
 * the screen's; the print styles there leave out the sidebar, the top bar and the buttons.
 */
export async function printPage(): Promise<void> {
  const root = document.documentElement;
  root.dataset.printing = '';
  try {
    await settledAtNewWidth();
    window.print();
  } finally {
    delete root.dataset.printing;
  }
}

/** A screen's Print: its report on A4, without the portal around it. */
export function PrintButton() {
  const t = useMessages(downloadMessages);
  return (
    // a browser that refuses to print (a sandboxed frame) has left the page as it was: nothing more to say
    <Button icon={<PrinterOutlined aria-hidden />} onClick={() => void printPage().catch(() => undefined)}>
      {t('print.button')}
    </Button>
  );
}

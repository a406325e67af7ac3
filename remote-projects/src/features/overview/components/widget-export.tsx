import { firstPagePaths } from '@timely/contract/first-page';
import { ExportButton } from '@timely/shared-auth/downloads';

export type WidgetExportProps = {
  /** The widget: its export is its endpoint's path and `/export` (the contract's `exportPaths.overview`). */
  widget: Exclude<keyof typeof firstPagePaths.overview, 'headCount'>;
  /** The card's filters: the file holds what the card shows. */
  params?: Record<string, unknown>;
  /** The card's title: the menu is named "Export <title>" in the reader's language. */
  title: string;
  disabled?: boolean;
};

/** A widget's Export menu, in a chunk of its own: the Overview's first load does not carry the Export code. */
export default function WidgetExport({ widget, params, title, disabled }: WidgetExportProps) {
  return (
    <ExportButton path={`${firstPagePaths.overview[widget]}/export`} params={params} name={title} disabled={disabled} />
  );
}

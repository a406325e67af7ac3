import { exportPaths } from '@timely/contract';
import { ExportButton } from '@timely/shared-auth/downloads';

export type OverviewExport = keyof typeof exportPaths.overview;

export type WidgetExportProps = {
  widget: OverviewExport;
  /** The card's filters: the file holds what the card shows. */
  params?: Record<string, unknown>;
  label: string;
  disabled?: boolean;
};

/** A widget's Export menu, in a chunk of its own: the Overview's first load carries neither it nor the paths. */
export default function WidgetExport({ widget, params, label, disabled }: WidgetExportProps) {
  return <ExportButton path={exportPaths.overview[widget]} params={params} label={label} disabled={disabled} />;
}

import { DownloadOutlined, DownOutlined } from '@ant-design/icons';
import type { ExportFormat } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { App, Button, Dropdown } from 'antd';
import { useState } from 'react';
import { useErrorText } from '@timely/shared-auth';
import { downloadMessages } from './messages/messages';
import { useApiDownload } from './api-download';

type ExportButtonProps = {
  /** The export's path (docs/api.md "Exports"). */
  path: string;
  /** The screen's query: its filters, sort and range; the whole result is exported, not the page shown. */
  params?: Record<string, unknown>;
  disabled?: boolean;
  /** The button's accessible name where a screen has more than one export ("Export the burndown"). */
  label?: string;
  /** Or what is exported, for a name made here ("Export <name>"): a caller without words of its own. */
  name?: string;
  /** Told once a file is saved (its name and format). */
  onDone?: (fileName: string, format: ExportFormat) => void;
};

/**
 * Every screen's Export: a menu of CSV and Excel (.xlsx); the file is asked with the screen's query and saved
 * under the server's name. A refusal or failure is said in a message, in the reader's language.
 */
export function ExportButton({ path, params = {}, disabled, label, name, onDone }: ExportButtonProps) {
  const t = useMessages(downloadMessages);
  const errorText = useErrorText();
  const download = useApiDownload();
  const { message } = App.useApp();
  const [busy, setBusy] = useState<ExportFormat | null>(null);

  const run = async (format: ExportFormat) => {
    setBusy(format);
    try {
      const fileName = await download(path, { ...params, format });
      onDone?.(fileName, format);
    } catch (caught) {
      void message.error(t('export.failed', { reason: errorText(caught) }));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Dropdown
      disabled={disabled || busy !== null}
      trigger={['click']}
      menu={{
        items: [
          { key: 'csv', label: t('export.csv') },
          { key: 'xlsx', label: t('export.xlsx') },
        ],
        onClick: ({ key }) => void run(key as ExportFormat),
      }}
    >
      <Button
        icon={<DownloadOutlined aria-hidden />}
        loading={busy !== null}
        aria-label={label ?? (name === undefined ? undefined : t('export.named', { name }))}
      >
        {t('export.button')} <DownOutlined aria-hidden />
      </Button>
    </Dropdown>
  );
}

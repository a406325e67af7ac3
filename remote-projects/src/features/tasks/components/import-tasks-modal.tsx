import type { TaskImportPreview } from '@timely/contract';
import { useBusyAction } from '@timely/shared-auth';
import { Alert, Button, Flex, Modal, Typography } from 'antd';
import { Upload } from '@timely/shared-ui/antd-more';
import { useEffect, useState } from 'react';
import { useMessages } from '@timely/shared-ui';
import { projectsMessages } from '../../../messages/messages';
import { ImportPreviewTable } from './import-preview-table';

type ImportTasksModalProps = {
  open: boolean;
  onClose: () => void;
  onPreview: (file: File) => Promise<TaskImportPreview>;
  /** Sends the same file again: the server checks it again and saves the valid rows. */
  onImport: (file: File) => Promise<{ created: number }>;
  onDownloadSample: () => Promise<void>;
};

/** Upload a CSV or XLSX sprint plan → preview with per-row errors → save the valid rows. */
export function ImportTasksModal({ open, onClose, onPreview, onImport, onDownloadSample }: ImportTasksModalProps) {
  const t = useMessages(projectsMessages);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<TaskImportPreview | null>(null);
  const { busy, error, setError, run } = useBusyAction<'preview' | 'import' | 'sample'>();
  useEffect(() => {
    if (!open) return;
    setFile(null);
    setPreview(null);
    setError(null);
  }, [open, setError]);

  const choose = (chosen: File) => {
    setFile(chosen);
    setPreview(null);
    void run('preview', async () => setPreview(await onPreview(chosen)));
    return false;
  };
  const valid = preview?.validCount ?? 0;

  return (
    <Modal
      open={open}
      title={t('import.title')}
      onCancel={onClose}
      width={960}
      destroyOnHidden
      footer={
        <Flex justify="space-between" gap={8} wrap>
          <Button onClick={() => void run('sample', onDownloadSample)} loading={busy === 'sample'}>
            {t('import.sample')}
          </Button>
          <Flex gap={8}>
            <Button onClick={onClose}>{t('common.cancel')}</Button>
            <Button
              type="primary"
              disabled={!file || !preview || valid === 0}
              loading={busy === 'import'}
              onClick={() => void run('import', async () => (await onImport(file!), onClose()))}
            >
              {t('import.save', { count: valid })}
            </Button>
          </Flex>
        </Flex>
      }
    >
      <Typography.Paragraph type="secondary">{t('import.explained')}</Typography.Paragraph>
      <Upload
        accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        maxCount={1}
        beforeUpload={choose}
        showUploadList={false}
      >
        <Button loading={busy === 'preview'}>
          {file ? t('import.changeFile', { name: file.name }) : t('import.chooseFile')}
        </Button>
      </Upload>
      {error && <Alert type="error" showIcon title={error} style={{ marginTop: 16 }} />}
      {preview && <ImportPreviewTable preview={preview} />}
    </Modal>
  );
}

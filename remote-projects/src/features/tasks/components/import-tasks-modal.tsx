import type { TaskImportPreview, TaskImportRow } from '@timely/contract';
import { useBusyAction, useFieldErrorText } from '@timely/shared-auth';
import { Alert, Button, Flex, Modal, Tag, Typography } from 'antd';
import { sidewaysScroll, Table, Upload } from '@timely/shared-ui/antd-more';
import { useEffect, useState } from 'react';
import { useMessages, type Translate, pagerItem } from '@timely/shared-ui';
import { projectsMessages } from '../../../messages/messages';

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
  // the server's row problems in the reader's language (its English when a code is not known)
  const fieldText = useFieldErrorText();
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
      {preview && (
        <>
          <Typography.Paragraph style={{ marginTop: 16 }}>
            {t('import.counts', { valid: preview.validCount, invalid: preview.invalidCount })}
          </Typography.Paragraph>
          <Table<TaskImportRow>
            rowKey="row"
            size="small"
            aria-label={t('import.preview')}
            dataSource={preview.rows}
            pagination={preview.rows.length > 10 ? { pageSize: 10, itemRender: pagerItem } : false}
            {...sidewaysScroll()}
            columns={[
              { title: t('import.row'), dataIndex: 'row', key: 'row' },
              { title: t('taskForm.title'), key: 'title', render: (_, row) => row.values.title || '—' },
              {
                title: t('bulk.assignee'),
                key: 'assignee',
                render: (_, row) => row.values.assigneeEmail || t('taskForm.notAssigned'),
              },
              {
                title: t('tasks.column.estimate'),
                key: 'estimate',
                render: (_, row) => row.values.estimateHours || '—',
              },
              {
                title: t('taskForm.storyPoints'),
                key: 'storyPoints',
                render: (_, row) => row.values.storyPoints || '—',
              },
              // issue #49: the optional work item columns, as written in the sheet
              { title: t('fields.type'), key: 'type', render: (_, row) => row.values.type || '—' },
              { title: t('fields.priority'), key: 'priority', render: (_, row) => row.values.priority || '—' },
              { title: t('fields.labels'), key: 'labels', render: (_, row) => row.values.labels || '—' },
              { title: t('fields.dueDate'), key: 'dueDate', render: (_, row) => row.values.dueDate || '—' },
              {
                title: t('import.result'),
                key: 'result',
                render: (_, row) =>
                  row.errors.length ? (
                    <Flex vertical gap={2}>
                      {row.errors.map((entry) => (
                        <Typography.Text
                          key={`${entry.field}-${entry.message}`}
                          type="danger"
                        >{`${importFieldName(t, entry.field)}: ${fieldText(entry)}`}</Typography.Text>
                      ))}
                    </Flex>
                  ) : (
                    <Tag color="success">{t('import.ok')}</Tag>
                  ),
              },
            ]}
          />
        </>
      )}
    </Modal>
  );
}

/** The label a sheet's column has on this screen, for a row's problem ("Assignee: …", not "assigneeEmail: …"). */
const IMPORT_FIELD_LABELS: Record<string, Parameters<Translate<typeof projectsMessages>>[0]> = {
  title: 'taskForm.title',
  description: 'projects.form.description',
  link: 'taskForm.link',
  activity: 'taskForm.activity',
  function: 'taskForm.function',
  assigneeEmail: 'bulk.assignee',
  estimateHours: 'tasks.column.estimate',
  storyPoints: 'taskForm.storyPoints',
  type: 'fields.type',
  priority: 'fields.priority',
  labels: 'fields.labels',
  dueDate: 'fields.dueDate',
  epic: 'structure.epic',
};

function importFieldName(t: Translate<typeof projectsMessages>, field: string): string {
  const key = IMPORT_FIELD_LABELS[field];
  return key ? t(key) : field;
}

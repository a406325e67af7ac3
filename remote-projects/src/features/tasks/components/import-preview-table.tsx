import type { TaskImportPreview, TaskImportRow } from '@timely/contract';
import { useFieldErrorText } from '@timely/shared-auth';
import { pagerItem, useMessages, type Translate } from '@timely/shared-ui';
import { sidewaysScroll, Table } from '@timely/shared-ui/antd-more';
import { Flex, Tag, Typography } from 'antd';
import { projectsMessages } from '../../../messages/messages';

/** A sheet's rows as the server read them: each one's values, and its problems or that it is fine. */
export function ImportPreviewTable({ preview }: { preview: TaskImportPreview }) {
  const t = useMessages(projectsMessages);
  // the server's row problems in the reader's language (its English when a code is not known)
  const fieldText = useFieldErrorText();
  return (
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

import type { PeerImportPreview, PeerImportRow } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { Switch } from '@timely/shared-ui/antd-more';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import { peersMessages } from '../../../messages/messages';
import { ImportPreviewTable } from './import-preview-table';

type Props = {
  preview: PeerImportPreview;
  rows: PeerImportRow[];
  valid: number;
  onlyErrors: boolean;
  onOnlyErrors: (only: boolean) => void;
  canCommit: boolean;
  committing: boolean;
  onCancel: () => void;
  onCommit: () => void;
};

/** Every row the server read, with its problems, and the button that adds the valid ones. */
export function ImportCheckCard(props: Props) {
  const { preview, rows, valid, onlyErrors, onOnlyErrors, canCommit, committing, onCancel, onCommit } = props;
  const t = useMessages(peersMessages);
  return (
    <Card title={t('import.checkTitle')}>
      <Flex vertical gap={12}>
        <Alert
          type={preview.invalidCount ? 'warning' : 'success'}
          showIcon
          role="status"
          title={
            preview.invalidCount
              ? t('import.readyWithErrors', { valid, invalid: preview.invalidCount })
              : t('import.ready', { valid })
          }
          description={t('import.readyText')}
        />
        {preview.ignoredColumns.length > 0 && (
          <Alert
            type="info"
            showIcon
            title={t('import.ignoredColumns', {
              count: preview.ignoredColumns.length,
              columns: preview.ignoredColumns.join(t('import.columnSeparator')),
            })}
          />
        )}
        {preview.invalidCount > 0 && (
          <Flex gap={8} align="center">
            <Switch size="small" checked={onlyErrors} onChange={onOnlyErrors} aria-label={t('import.onlyErrors')} />
            <Typography.Text>{t('import.onlyErrors')}</Typography.Text>
          </Flex>
        )}
        <ImportPreviewTable rows={rows} />
        <Flex gap={8} wrap justify="end">
          <Button onClick={onCancel}>{t('import.cancel')}</Button>
          <Button type="primary" disabled={!canCommit} loading={committing} onClick={onCommit}>
            {t('import.commit', { count: valid })}
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}

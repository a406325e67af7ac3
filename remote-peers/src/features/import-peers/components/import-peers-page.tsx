import { DownloadOutlined } from '@ant-design/icons';
import { PEER_IMPORT_COLUMNS } from '@timely/contract';
import { PageHeader, portalHref, useMessages } from '@timely/shared-ui';
import { Alert, Button, Card, Flex } from 'antd';
import { Link } from 'react-router-dom';
import { usePeerImport } from '../hooks/use-peer-import';
import { peersMessages } from '../../../messages/messages';
import { ColumnMatching } from '../../../common/components/column-matching';
import { ImportCheckCard } from './import-check-card';
import { ImportFileCard } from './import-file-card';
import { FIELD_LABELS } from './import-preview-table';
import { ImportResultCard } from './import-result-card';

/**
 * /data-list/manage-peer-view/import (level3): choose a CSV or XLSX sheet, see every row the server read
 * with its errors, then add the valid rows together; each new peer gets an invitation email.
 */
export function ImportPeersPage() {
  const t = useMessages(peersMessages);
  const { file, preview, result, busy, error, choose, startOver, rematch, ...steps } = usePeerImport();

  return (
    <>
      <PageHeader
        title={t('import.title')}
        subtitle={t('import.subtitle')}
        actions={
          <>
            <Link to={portalHref('managePeers')}>{t('import.back')}</Link>
            <Button
              icon={<DownloadOutlined aria-hidden />}
              loading={busy === 'template'}
              onClick={steps.downloadTemplate}
            >
              {t('import.template')}
            </Button>
          </>
        }
      />
      {result ? (
        <ImportResultCard result={result} onAgain={startOver} />
      ) : (
        <Flex vertical gap={16}>
          <ImportFileCard file={file} disabled={busy !== null} onChoose={choose} />
          {error && <Alert type="error" showIcon title={error} />}
          {busy === 'preview' && <Alert type="info" showIcon title={t('import.checking')} />}
          {preview && (
            <Card title={t('import.match.title')}>
              <ColumnMatching
                columns={preview.columns}
                fields={PEER_IMPORT_COLUMNS.map((field) => ({ value: field, label: t(FIELD_LABELS[field]) }))}
                missing={preview.missingColumns}
                disabled={busy !== null}
                onChange={rematch}
              />
            </Card>
          )}
          {preview && preview.missingColumns.length === 0 && (
            <ImportCheckCard
              preview={preview}
              rows={steps.rows}
              valid={steps.valid}
              onlyErrors={steps.onlyErrors}
              onOnlyErrors={steps.setOnlyErrors}
              canCommit={Boolean(file) && steps.valid !== 0}
              committing={busy === 'import'}
              onCancel={startOver}
              onCommit={steps.commit}
            />
          )}
        </Flex>
      )}
    </>
  );
}

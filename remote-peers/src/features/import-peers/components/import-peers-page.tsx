import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import {
  PEER_IMPORT_COLUMNS,
  PEER_IMPORT_LIMITS,
  type PeerImportMapping,
  type PeerImportPreview,
  type PeerImportResult,
} from '@timely/contract';
import { useBusyAction } from '@timely/shared-auth';
import { PageHeader, portalHref, useMessages } from '@timely/shared-ui';
import { Result, Switch, Upload } from '@timely/shared-ui/antd-more';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useDownloadPeerTemplate } from '../api/get-peer-template';
import { useImportPeers } from '../api/import-peers';
import { usePreviewPeerImport } from '../api/preview-peer-import';
import { peersMessages } from '../../../messages/messages';
import { ColumnMatching } from '../../../common/components/column-matching';
import { FIELD_LABELS, ImportPreviewTable } from './import-preview-table';

type Busy = 'preview' | 'import' | 'template';

/** The sheet's column headers, as the template has them: codes the file is read by, not translated. */
const SHEET_COLUMNS = 'name, email, employee id, job role, designation, location, level, hire date, manager';

/**
 * /data-list/manage-peer-view/import (level3): choose a CSV or XLSX sheet, see every row the server read
 * with its errors, then add the valid rows together; each new peer gets an invitation email.
 */
export function ImportPeersPage() {
  const t = useMessages(peersMessages);
  const check = usePreviewPeerImport();
  const commit = useImportPeers();
  const downloadTemplate = useDownloadPeerTemplate();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<PeerImportPreview | null>(null);
  // null: the server matches the columns (the company's last import, then the headers' spelling)
  const [mapping, setMapping] = useState<PeerImportMapping | null>(null);
  const [result, setResult] = useState<PeerImportResult | null>(null);
  const [onlyErrors, setOnlyErrors] = useState(false);
  const { busy, error, run } = useBusyAction<Busy>();
  const choose = (chosen: File) => {
    setFile(chosen);
    setPreview(null);
    setMapping(null);
    setResult(null);
    setOnlyErrors(false);
    void run('preview', async () => setPreview(await check(chosen)));
    // the file stays in the browser until the admin confirms; antd's own upload is not used
    return false;
  };
  const startOver = () => {
    setFile(null);
    setPreview(null);
    setMapping(null);
    setResult(null);
  };
  const rematch = (next: PeerImportMapping) => {
    setMapping(next);
    if (file) void run('preview', async () => setPreview(await check(file, next)));
  };
  const valid = preview?.validCount ?? 0;
  const rows = preview ? (onlyErrors ? preview.rows.filter((row) => row.errors.length) : preview.rows) : [];

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
              onClick={() => void run('template', downloadTemplate)}
            >
              {t('import.template')}
            </Button>
          </>
        }
      />
      {result ? (
        <Card>
          <Result
            status="success"
            title={t('import.added', { count: result.created })}
            subTitle={
              result.invalidCount ? t('import.addedLeftOut', { count: result.invalidCount }) : t('import.addedText')
            }
            extra={[
              <Link key="peers" to={`${portalHref('managePeers')}?invited=1`}>
                {t('import.seeNotAccepted')}
              </Link>,
              <Button key="again" onClick={startOver}>
                {t('import.again')}
              </Button>,
            ]}
          />
        </Card>
      ) : (
        <Flex vertical gap={16}>
          <Card title={t('import.chooseTitle')}>
            <Upload.Dragger
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              maxCount={1}
              beforeUpload={choose}
              showUploadList={false}
              disabled={busy !== null}
            >
              <p className="ant-upload-drag-icon">
                <InboxOutlined aria-hidden />
              </p>
              <Typography.Paragraph strong>
                {file ? t('import.chooseAnother', { file: file.name }) : t('import.choose')}
              </Typography.Paragraph>
              <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
                {t('import.limits', {
                  columns: SHEET_COLUMNS,
                  rows: PEER_IMPORT_LIMITS.maxRows,
                  megabytes: PEER_IMPORT_LIMITS.maxBytes / (1024 * 1024),
                })}
              </Typography.Paragraph>
            </Upload.Dragger>
            <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
              {t('import.matchedBefore')} <Link to={portalHref('companySettings')}>{t('import.settingsLink')}</Link>
              {t('import.matchedAfter')}
            </Typography.Paragraph>
          </Card>
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
                    <Switch
                      size="small"
                      checked={onlyErrors}
                      onChange={setOnlyErrors}
                      aria-label={t('import.onlyErrors')}
                    />
                    <Typography.Text>{t('import.onlyErrors')}</Typography.Text>
                  </Flex>
                )}
                <ImportPreviewTable rows={rows} />
                <Flex gap={8} wrap justify="end">
                  <Button onClick={startOver}>{t('import.cancel')}</Button>
                  <Button
                    type="primary"
                    disabled={!file || valid === 0}
                    loading={busy === 'import'}
                    onClick={() => void run('import', async () => setResult(await commit(file!, mapping)))}
                  >
                    {t('import.commit', { count: valid })}
                  </Button>
                </Flex>
              </Flex>
            </Card>
          )}
        </Flex>
      )}
    </>
  );
}

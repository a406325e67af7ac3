import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { countOf, PEER_IMPORT_LIMITS, type PeerImportPreview, type PeerImportResult } from '@timely/contract';
import { useBusyAction } from '@timely/shared-auth';
import { PageHeader, portalHref } from '@timely/shared-ui';
import { Result, Switch, Upload } from '@timely/shared-ui/antd-more';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useDownloadPeerTemplate } from '../api/get-peer-template';
import { useImportPeers } from '../api/import-peers';
import { usePreviewPeerImport } from '../api/preview-peer-import';
import { ImportPreviewTable } from './import-preview-table';

type Busy = 'preview' | 'import' | 'template';

/**
 * /data-list/manage-peer-view/import (level3): choose a CSV or XLSX sheet, see every row the server read
 * with its errors, then add the valid rows together; each new peer gets an invitation email.
 */
export function ImportPeersPage() {
  const check = usePreviewPeerImport();
  const commit = useImportPeers();
  const downloadTemplate = useDownloadPeerTemplate();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<PeerImportPreview | null>(null);
  const [result, setResult] = useState<PeerImportResult | null>(null);
  const [onlyErrors, setOnlyErrors] = useState(false);
  const { busy, error, run } = useBusyAction<Busy>();
  const choose = (chosen: File) => {
    setFile(chosen);
    setPreview(null);
    setResult(null);
    setOnlyErrors(false);
    void run('preview', async () => setPreview(await check(chosen)));
    // the file stays in the browser until the admin confirms; antd's own upload is not used
    return false;
  };
  const startOver = () => {
    setFile(null);
    setPreview(null);
    setResult(null);
  };
  const valid = preview?.validCount ?? 0;
  const rows = preview ? (onlyErrors ? preview.rows.filter((row) => row.errors.length) : preview.rows) : [];

  return (
    <>
      <PageHeader
        title="Import peers"
        subtitle="Bring your team in from a spreadsheet: check every row first, then add them all at once. Each new peer gets an email to choose a password."
        actions={
          <>
            <Link to={portalHref('managePeers')}>Back to peers</Link>
            <Button
              icon={<DownloadOutlined />}
              loading={busy === 'template'}
              onClick={() => void run('template', downloadTemplate)}
            >
              Download template
            </Button>
          </>
        }
      />
      {result ? (
        <Card>
          <Result
            status="success"
            title={`${countOf(result.created, 'peer')} added`}
            subTitle={`Each got an email with a link to choose a password.${result.invalidCount ? ` ${countOf(result.invalidCount, 'row')} with errors ${result.invalidCount === 1 ? 'was' : 'were'} left out.` : ''} Who has not accepted yet shows on the peers list.`}
            extra={[
              <Link key="peers" to={`${portalHref('managePeers')}?invited=1`}>
                See who has not accepted yet
              </Link>,
              <Button key="again" onClick={startOver}>
                Import another file
              </Button>,
            ]}
          />
        </Card>
      ) : (
        <Flex vertical gap={16}>
          <Card title="1. Choose a file">
            <Upload.Dragger
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              maxCount={1}
              beforeUpload={choose}
              showUploadList={false}
              disabled={busy !== null}
            >
              <p className="ant-upload-drag-icon">
                <InboxOutlined />
              </p>
              <Typography.Paragraph strong>
                {file ? `${file.name}: choose another file` : 'Choose a CSV or XLSX file, or drop it here'}
              </Typography.Paragraph>
              <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
                {`Columns: name, email, employee id, job role, designation, location, level. Up to ${PEER_IMPORT_LIMITS.maxRows.toLocaleString()} rows and ${PEER_IMPORT_LIMITS.maxBytes / (1024 * 1024)} MB.`}
              </Typography.Paragraph>
            </Upload.Dragger>
            <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
              Job roles, designations and locations are matched by their names in the{' '}
              <Link to={portalHref('companySettings')}>company settings</Link>. Level: level1 (member, when empty),
              level2 (manager) or level3 (admin).
            </Typography.Paragraph>
          </Card>
          {error && <Alert type="error" showIcon title={error} />}
          {busy === 'preview' && <Alert type="info" showIcon title="Checking every row…" />}
          {preview && (
            <Card title="2. Check the rows">
              <Flex vertical gap={12}>
                <Alert
                  type={preview.invalidCount ? 'warning' : 'success'}
                  showIcon
                  role="status"
                  title={`${countOf(valid, 'row')} ready to import${preview.invalidCount ? `, ${countOf(preview.invalidCount, 'row')} with errors` : ''}.`}
                  description="Rows with errors are left out: fix them in the file and import it again. The valid rows are added together: if one of them can no longer be added, none is."
                />
                {preview.invalidCount > 0 && (
                  <Flex gap={8} align="center">
                    <Switch
                      size="small"
                      checked={onlyErrors}
                      onChange={setOnlyErrors}
                      aria-label="Only rows with errors"
                    />
                    <Typography.Text>Only rows with errors</Typography.Text>
                  </Flex>
                )}
                <ImportPreviewTable rows={rows} />
                <Flex gap={8} wrap justify="end">
                  <Button onClick={startOver}>Cancel</Button>
                  <Button
                    type="primary"
                    disabled={!file || valid === 0}
                    loading={busy === 'import'}
                    onClick={() => void run('import', async () => setResult(await commit(file!)))}
                  >
                    {`Import ${countOf(valid, 'peer')} and send invitations`}
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

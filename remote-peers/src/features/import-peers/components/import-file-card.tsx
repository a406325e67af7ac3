import { InboxOutlined } from '@ant-design/icons';
import { PEER_IMPORT_LIMITS } from '@timely/contract';
import { portalHref, useMessages } from '@timely/shared-ui';
import { Upload } from '@timely/shared-ui/antd-more';
import { Card, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { peersMessages } from '../../../messages/messages';

/** The sheet's column headers, as the template has them: codes the file is read by, not translated. */
const SHEET_COLUMNS = 'name, email, employee id, job role, designation, location, level, hire date, manager';

type Props = {
  file: File | null;
  disabled: boolean;
  /** Takes the chosen file; answers false so antd's own upload does not send it. */
  onChoose: (file: File) => boolean;
};

/** Where the sheet is chosen (dropped or picked), with the columns and limits it may have. */
export function ImportFileCard({ file, disabled, onChoose }: Props) {
  const t = useMessages(peersMessages);
  return (
    <Card title={t('import.chooseTitle')}>
      <Upload.Dragger
        accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        maxCount={1}
        beforeUpload={onChoose}
        showUploadList={false}
        disabled={disabled}
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
  );
}

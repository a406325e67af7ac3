import { useMessages } from '@timely/shared-ui';
import { Upload } from '@timely/shared-ui/antd-more';
import { Alert, Button, Modal, Space, Typography } from 'antd';
import { useHolidaysImport } from '../hooks/use-holidays-import';
import { peersMessages } from '../../../messages/messages';
import { ColumnMatching } from '../../../common/components/column-matching';
import { HolidaysImportPreview } from './holidays-import-preview';

/** The file's column headers: codes it is read by, the same in every language. */
const CSV_COLUMNS = { day: 'date', name: 'name' };

/**
 * Reads a CSV of holidays (columns date and name), shows the server's preview of every row with its
 * problems, and saves all rows at once only when none has a problem.
 */
export function HolidaysImportModal({ onClose }: { onClose: () => void }) {
  const t = useMessages(peersMessages);
  const { loaded, problem, busy, bad, read, rematch, save } = useHolidaysImport(onClose);

  return (
    <Modal
      open
      title={t('settings.holidayImport.title')}
      width={720}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={onClose}>{t('settings.holidayImport.cancel')}</Button>
          <Button
            type="primary"
            loading={busy}
            disabled={!loaded || bad > 0 || !loaded.preview.rows.length}
            onClick={() => void save()}
          >
            {/* nothing is saved while a row has a problem: the button says so rather than count rows it cannot save */}
            {!loaded || loaded.preview.missingColumns.length
              ? t('settings.holidayImport.save')
              : bad
                ? t('settings.holidayImport.fixFirst', { count: bad })
                : t('settings.holidayImport.saveCount', { count: loaded.preview.rows.length })}
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph>
        {t('settings.holidayImport.helpBefore')} <Typography.Text code>{CSV_COLUMNS.day}</Typography.Text>{' '}
        {t('settings.holidayImport.helpMiddle')} <Typography.Text code>{CSV_COLUMNS.name}</Typography.Text>
        {t('settings.holidayImport.helpAfter')}
      </Typography.Paragraph>
      <Upload
        accept=".csv,text/csv"
        maxCount={1}
        showUploadList={false}
        beforeUpload={(file) => (void read(file), false)}
      >
        <Button loading={busy && !loaded}>
          {loaded
            ? t('settings.holidayImport.chooseAnother', { file: loaded.fileName })
            : t('settings.holidayImport.choose')}
        </Button>
      </Upload>
      {problem && <Alert type="error" showIcon title={problem} style={{ marginTop: 12 }} />}
      {loaded && (
        <div style={{ marginTop: 12 }}>
          <ColumnMatching
            columns={loaded.preview.columns}
            fields={[
              { value: 'date', label: t('settings.holidays.date') },
              { value: 'name', label: t('settings.holidays.name') },
            ]}
            missing={loaded.preview.missingColumns}
            disabled={busy}
            onChange={(mapping) => void rematch(mapping)}
          />
        </div>
      )}
      {loaded && loaded.preview.missingColumns.length === 0 && (
        <HolidaysImportPreview preview={loaded.preview} bad={bad} />
      )}
    </Modal>
  );
}

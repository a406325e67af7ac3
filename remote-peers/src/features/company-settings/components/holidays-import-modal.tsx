import {
  HOLIDAY_CSV_MAX_CHARS,
  type HolidayImportResult,
  type HolidayImportRow,
  type HolidayMapping,
} from '@timely/contract';
import { useErrorText } from '@timely/shared-auth';
import { formatDateWithWeekday, useMessages, pagerItem } from '@timely/shared-ui';
import { sidewaysScroll, Table, Upload } from '@timely/shared-ui/antd-more';
import { Alert, App, Button, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { useImportHolidays } from '../api/import-holidays';
import { peersMessages } from '../../../messages/messages';
import { ColumnMatching } from '../../../common/components/column-matching';

/** The file's column headers: codes it is read by, the same in every language. */
const CSV_COLUMNS = { day: 'date', name: 'name' };

/** The preview's narrowest width (px): the modal's 720 less its padding leaves room, so nothing scrolls. */
const PREVIEW_MIN_WIDTH = 560;

type Loaded = { fileName: string; csv: string; preview: HolidayImportResult; mapping: HolidayMapping | null };

/**
 * Reads a CSV of holidays (columns date and name), shows the server's preview of every row with its
 * problems, and saves all rows at once only when none has a problem.
 */
export function HolidaysImportModal({ onClose }: { onClose: () => void }) {
  const t = useMessages(peersMessages);
  const importHolidays = useImportHolidays();
  const { message } = App.useApp();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorText = useErrorText();
  const bad = loaded?.preview.rows.filter((row) => row.errors.length).length ?? 0;

  const read = async (file: File) => {
    setProblem(null);
    setLoaded(null);
    if (file.size > HOLIDAY_CSV_MAX_CHARS)
      return setProblem(t('settings.holidayImport.tooBig', { kilobytes: HOLIDAY_CSV_MAX_CHARS / 1000 }));
    setBusy(true);
    try {
      const csv = await textOf(file, t('settings.holidayImport.unreadable'));
      setLoaded({ fileName: file.name, csv, preview: await importHolidays(csv, true), mapping: null });
    } catch (caught) {
      setProblem(errorText(caught));
    } finally {
      setBusy(false);
    }
  };
  const rematch = async (mapping: HolidayMapping) => {
    if (!loaded) return;
    setProblem(null);
    setBusy(true);
    try {
      setLoaded({ ...loaded, mapping, preview: await importHolidays(loaded.csv, true, mapping) });
    } catch (caught) {
      setProblem(errorText(caught));
    } finally {
      setBusy(false);
    }
  };
  const save = async () => {
    if (!loaded) return;
    setBusy(true);
    try {
      const result = await importHolidays(loaded.csv, false, loaded.mapping);
      void message.success(t('settings.holidayImport.imported', { count: result.saved }));
      onClose();
    } catch (caught) {
      setProblem(errorText(caught));
    } finally {
      setBusy(false);
    }
  };

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
        <>
          <Alert
            style={{ marginTop: 12 }}
            type={bad ? 'warning' : 'success'}
            showIcon
            title={
              bad
                ? t('settings.holidayImport.problems', { bad, total: loaded.preview.rows.length })
                : t('settings.holidayImport.ready', { count: loaded.preview.rows.length })
            }
          />
          <Table<HolidayImportRow>
            rowKey="row"
            size="small"
            style={{ marginTop: 12 }}
            pagination={loaded.preview.rows.length > 50 ? { pageSize: 50, itemRender: pagerItem } : false}
            dataSource={loaded.preview.rows}
            // cells wrap (a long list of problems takes more lines) until the table is narrower than this
            {...sidewaysScroll(PREVIEW_MIN_WIDTH)}
            aria-label={t('settings.holidayImport.rows')}
            columns={[
              { key: 'row', title: t('settings.holidayImport.row'), dataIndex: 'row', width: 60 },
              {
                key: 'day',
                title: t('settings.holidays.date'),
                render: (_, row) =>
                  row.errors.some((error) => error.column === 'date') ? row.day || '—' : formatDateWithWeekday(row.day),
              },
              { key: 'name', title: t('settings.holidays.name'), render: (_, row) => row.name || '—' },
              {
                key: 'problems',
                title: t('settings.holidayImport.problemsColumn'),
                render: (_, row) =>
                  row.errors.length ? (
                    <Typography.Text type="danger">
                      {row.errors.map((error) => `${error.column} ${error.message}`).join('; ')}
                    </Typography.Text>
                  ) : (
                    <Typography.Text type="success">{t('settings.holidayImport.ok')}</Typography.Text>
                  ),
              },
            ]}
          />
        </>
      )}
    </Modal>
  );
}

/** The file as UTF-8 text, through FileReader (which every browser, and jsdom, has). */
function textOf(file: Blob, unreadable: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(new Error(unreadable));
    reader.readAsText(file, 'utf-8');
  });
}

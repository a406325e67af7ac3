import { HOLIDAY_CSV_MAX_CHARS, type HolidayImportResult, type HolidayImportRow } from '@timely/contract';
import { useErrorText } from '@timely/shared-auth';
import { formatDateWithWeekday } from '@timely/shared-ui';
import { sidewaysScroll, Table, Upload } from '@timely/shared-ui/antd-more';
import { Alert, App, Button, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { useImportHolidays } from '../api/import-holidays';

type Loaded = { fileName: string; csv: string; preview: HolidayImportResult };

/**
 * Reads a CSV of holidays (columns date and name), shows the server's preview of every row with its
 * problems, and saves all rows at once only when none has a problem.
 */
export function HolidaysImportModal({ onClose }: { onClose: () => void }) {
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
      return setProblem(
        `Choose a CSV of ${HOLIDAY_CSV_MAX_CHARS / 1000} KB or less; a year's holidays are far smaller.`,
      );
    setBusy(true);
    try {
      const csv = await textOf(file);
      setLoaded({ fileName: file.name, csv, preview: await importHolidays(csv, true) });
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
      const result = await importHolidays(loaded.csv, false);
      void message.success(`${result.saved} public holiday${result.saved === 1 ? '' : 's'} imported.`);
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
      title="Import public holidays"
      width={720}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={onClose}>Cancel</Button>
          <Button
            type="primary"
            loading={busy}
            disabled={!loaded || bad > 0 || !loaded.preview.rows.length}
            onClick={() => void save()}
          >
            {loaded
              ? `Save ${loaded.preview.rows.length} holiday${loaded.preview.rows.length === 1 ? '' : 's'}`
              : 'Save'}
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph>
        A CSV file with a header row naming the columns <Typography.Text code>date</Typography.Text> (YYYY-MM-DD) and{' '}
        <Typography.Text code>name</Typography.Text>. Every row is checked first; nothing is saved until all are right.
      </Typography.Paragraph>
      <Upload
        accept=".csv,text/csv"
        maxCount={1}
        showUploadList={false}
        beforeUpload={(file) => (void read(file), false)}
      >
        <Button loading={busy && !loaded}>
          {loaded ? `Choose another file (${loaded.fileName})` : 'Choose a CSV file'}
        </Button>
      </Upload>
      {problem && <Alert type="error" showIcon title={problem} style={{ marginTop: 12 }} />}
      {loaded && (
        <>
          <Alert
            style={{ marginTop: 12 }}
            type={bad ? 'warning' : 'success'}
            showIcon
            title={
              bad
                ? `${bad} of ${loaded.preview.rows.length} rows have problems: fix them in the file and choose it again.`
                : `${loaded.preview.rows.length} rows ready to save.`
            }
          />
          <Table<HolidayImportRow>
            rowKey="row"
            size="small"
            style={{ marginTop: 12 }}
            pagination={loaded.preview.rows.length > 50 ? { pageSize: 50 } : false}
            dataSource={loaded.preview.rows}
            {...sidewaysScroll()}
            aria-label="Rows of the file"
            columns={[
              { key: 'row', title: 'Row', dataIndex: 'row', width: 60 },
              {
                key: 'day',
                title: 'Date',
                render: (_, row) =>
                  row.errors.some((error) => error.column === 'date') ? row.day || '—' : formatDateWithWeekday(row.day),
              },
              { key: 'name', title: 'Name', render: (_, row) => row.name || '—' },
              {
                key: 'problems',
                title: 'Problems',
                render: (_, row) =>
                  row.errors.length ? (
                    <Typography.Text type="danger">
                      {row.errors.map((error) => `${error.column} ${error.message}`).join('; ')}
                    </Typography.Text>
                  ) : (
                    <Typography.Text type="success">OK</Typography.Text>
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
function textOf(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(new Error('The file could not be read.'));
    reader.readAsText(file, 'utf-8');
  });
}

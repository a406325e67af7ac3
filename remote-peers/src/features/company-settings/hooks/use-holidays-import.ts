import { HOLIDAY_CSV_MAX_CHARS, type HolidayImportResult, type HolidayMapping } from '@timely/contract';
import { useErrorText } from '@timely/shared-auth';
import { useMessages } from '@timely/shared-ui';
import { App } from 'antd';
import { useState } from 'react';
import { useImportHolidays } from '../api/import-holidays';
import { peersMessages } from '../../../messages/messages';

type Loaded = { fileName: string; csv: string; preview: HolidayImportResult; mapping: HolidayMapping | null };

/**
 * The holiday import's steps: read a file and preview it, match its columns again, then save every row.
 * `problem` is the last refusal, `bad` the rows that have a problem.
 */
export function useHolidaysImport(onClose: () => void) {
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
  return { loaded, problem, busy, bad, read, rematch, save };
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

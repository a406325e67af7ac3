import type { HolidayImportResult, HolidayImportRow } from '@timely/contract';
import { pagerItem, useMessages } from '@timely/shared-ui';
import { sidewaysScroll, Table } from '@timely/shared-ui/antd-more';
import { Alert } from 'antd';
import { peersMessages } from '../../../messages/messages';
import { holidaysImportColumns } from './holidays-import-columns';

/** The preview's narrowest width (px): the modal's 720 less its padding leaves room, so nothing scrolls. */
const PREVIEW_MIN_WIDTH = 560;

/** The server's preview of every row: how many have a problem, then the rows. */
export function HolidaysImportPreview({ preview, bad }: { preview: HolidayImportResult; bad: number }) {
  const t = useMessages(peersMessages);
  return (
    <>
      <Alert
        style={{ marginTop: 12 }}
        type={bad ? 'warning' : 'success'}
        showIcon
        title={
          bad
            ? t('settings.holidayImport.problems', { bad, total: preview.rows.length })
            : t('settings.holidayImport.ready', { count: preview.rows.length })
        }
      />
      <Table<HolidayImportRow>
        rowKey="row"
        size="small"
        style={{ marginTop: 12 }}
        pagination={preview.rows.length > 50 ? { pageSize: 50, itemRender: pagerItem } : false}
        dataSource={preview.rows}
        // cells wrap (a long list of problems takes more lines) until the table is narrower than this
        {...sidewaysScroll(PREVIEW_MIN_WIDTH)}
        aria-label={t('settings.holidayImport.rows')}
        columns={holidaysImportColumns(t)}
      />
    </>
  );
}

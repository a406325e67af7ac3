import { apiPaths } from '@timely/contract';
import { useErrorText } from '@timely/shared-auth';
import { useApiDownload } from '@timely/shared-auth/downloads';
import { useMessages } from '@timely/shared-ui';
import { App } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { peersMessages } from '../../../messages/messages';

/** Downloads the company's data as a zip; `zipping` while it is made, a failure is said. */
export function useCompanyExport() {
  const t = useMessages(peersMessages);
  const errorText = useErrorText();
  const download = useApiDownload();
  const { message } = App.useApp();
  const [zipping, setZipping] = useState(false);
  const exportCompany = async () => {
    setZipping(true);
    try {
      await download(apiPaths.company.export, {}, `timely-export-${dayjs().format('YYYY-MM-DD')}.zip`);
    } catch (caught) {
      void message.error(t('common.exportFailed', { reason: errorText(caught) }));
    } finally {
      setZipping(false);
    }
  };
  return { zipping, exportCompany };
}

import type { CompanySettings } from '@timely/contract';
import { useServerForm } from '@timely/shared-auth';
import { useMessages } from '@timely/shared-ui';
import { App, type FormInstance } from 'antd';
import { useUpdateCompanySettings } from '../api/update-company-settings';
import { peersMessages } from '../../../messages/messages';

export type CompanyValues = Omit<CompanySettings, 'logoUrl'>;

/** Saves the company's name, time zone, working week and whether apps are shown (the logo saves itself). */
export function useCompanyFormSubmit(form: FormInstance<CompanyValues>) {
  const t = useMessages(peersMessages);
  const updateCompanySettings = useUpdateCompanySettings();
  const { message } = App.useApp();
  return useServerForm(
    form,
    async (values: CompanyValues) =>
      updateCompanySettings({
        name: values.name.trim(),
        timeZone: values.timeZone,
        workingDays: values.workingDays,
        hideApps: values.hideApps,
      }),
    () => void message.success(t('settings.saved')),
  );
}

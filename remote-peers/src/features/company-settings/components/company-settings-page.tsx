import { QueryErrorState } from '@timely/shared-auth';
import { LoadingState, PageHeader, portalHref, useMessages } from '@timely/shared-ui';
import { Link } from 'react-router-dom';
import { useCompanySettings } from '../api/get-company-settings';
import { peersMessages } from '../../../messages/messages';
import { CompanyFormCard } from './company-form-card';
import { HolidaysCard } from './holidays-card';
import { LeavePolicyCard } from './leave-policy-card';
import { OptionListsCard } from './option-lists-card';
import { SsoCard } from './sso-card';
import { PeerFieldsCard } from './peer-fields-card';
import { WebhooksCard } from './webhooks-card';
import { JobsCard } from './jobs-card';

/**
 * /company/settings (level3): the company's name, logo, time zone and working week, its option lists,
 * public holidays and peer fields, a way to the leave policy, single sign-on and webhooks; each change is in
 * the audit log.
 */
export function CompanySettingsPage() {
  const t = useMessages(peersMessages);
  const settings = useCompanySettings();

  if (settings.isPending) return <LoadingState label={t('settings.loading')} />;
  if (settings.isError) return <QueryErrorState query={settings} title={t('settings.loadError')} />;
  return (
    <>
      <PageHeader
        title={t('settings.title')}
        subtitle={
          <>
            {t('settings.subtitleBefore')} <Link to={portalHref('auditLog')}>{t('settings.auditLogLink')}</Link>
            {t('settings.subtitleAfter')}
          </>
        }
      />
      <CompanyFormCard settings={settings.data} />
      <OptionListsCard />
      <HolidaysCard />
      <PeerFieldsCard />
      <LeavePolicyCard />
      <SsoCard />
      <WebhooksCard />
      <JobsCard />
    </>
  );
}

import { QueryErrorState, useErrorText } from '@timely/shared-auth';
import { LoadingState, useMessages } from '@timely/shared-ui';
import { Switch } from '@timely/shared-ui/antd-more';
import { Alert, Card, Flex, Typography } from 'antd';
import { useMailSettings, useSaveMailSettings } from './api/mail-settings';
import { accountMessages } from './messages/messages';

/**
 * A manager's or admin's mail: the weekly digest (Monday 08:00 in the company's time zone) on or off. The
 * digest's own unsubscribe link turns the same switch off.
 */
export function MailSettingsCard() {
  const t = useMessages(accountMessages);
  const errorText = useErrorText();
  const settings = useMailSettings();
  const save = useSaveMailSettings();
  return (
    <Card title={t('mail.title')}>
      {settings.isPending ? (
        <LoadingState label={t('mail.loading')} />
      ) : settings.isError ? (
        <QueryErrorState query={settings} title={t('mail.loadFailed')} />
      ) : (
        <Flex vertical gap={12}>
          <Flex gap={12} align="center">
            <Switch
              id="weekly-digest"
              checked={settings.data.weeklyDigest}
              loading={save.isPending}
              onChange={(weeklyDigest) => save.mutate({ weeklyDigest })}
            />
            <label htmlFor="weekly-digest">{t('mail.weeklyDigest')}</label>
          </Flex>
          <Typography.Text type="secondary">{t('mail.weeklyDigestHelp')}</Typography.Text>
          {save.error && <Alert type="error" showIcon title={errorText(save.error)} />}
        </Flex>
      )}
    </Card>
  );
}

import { sessionUserAtom } from '@timely/shared-auth';
import { PageHeader, useMessages } from '@timely/shared-ui';
import { Card, Col, Flex, Row } from 'antd';
import { useAtomValue } from 'jotai';
import { ApiTokensCard } from './api-tokens-card';
import { AvatarUpload } from './avatar-upload';
import { CalendarFeedsCard } from './calendar-feeds-card';
import { ChangePasswordForm } from './change-password-form';
import { MailSettingsCard } from './mail-settings-card';
import { ProfileForm } from './profile-form';
import { WorkDaysCard } from './work-days-card';
import { hostMessages } from '../messages/messages';
import { accountMessages } from './messages/messages';

/**
 * The user's own profile: picture, name, time zone, password, where they work this week and the next,
 * their calendar feeds, the weekly digest on or off (managers and admins) and their API tokens.
 */
export function ProfilePage() {
  const t = useMessages(accountMessages);
  const host = useMessages(hostMessages);
  const user = useAtomValue(sessionUserAtom);
  if (!user) return null;
  return (
    <>
      <PageHeader
        title={t('profile.title')}
        subtitle={t('profile.subtitle', { level: host(`level.${user.level}`), company: user.companyName })}
      />
      <Row gutter={[24, 24]}>
        {/* Two columns of about equal height: the forms on the left, the calendar-like cards on the right. */}
        <Col xs={24} lg={12}>
          <Flex vertical gap={24}>
            <Card title={t('profile.details')}>
              <Flex vertical gap={24}>
                <AvatarUpload />
                <ProfileForm user={user} />
              </Flex>
            </Card>
            <Card title={t('profile.changePassword')}>
              <ChangePasswordForm />
            </Card>
          </Flex>
        </Col>
        <Col xs={24} lg={12}>
          <Flex vertical gap={24}>
            <WorkDaysCard />
            <CalendarFeedsCard />
            {user.level !== 'level1' && <MailSettingsCard />}
          </Flex>
        </Col>
        <Col xs={24}>
          <ApiTokensCard />
        </Col>
      </Row>
    </>
  );
}

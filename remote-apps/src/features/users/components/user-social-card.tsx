import type { DemoUser } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { Card, Descriptions, Typography } from 'antd';
import { usersMessages } from '../messages/messages';
import { CardHeading } from './card-heading';
import { ExternalLink } from './external-link';

/** The social networks' names: brands, the same in every language. */
const SOCIAL = [
  ['twitter', 'Twitter'],
  ['facebook', 'Facebook'],
  ['instagram', 'Instagram'],
  ['github', 'GitHub'],
  ['codepen', 'CodePen'],
  ['slack', 'Slack'],
] as const;

/** The user's social links, those they have. */
export function UserSocialCard({ links }: { links: DemoUser['social_links'] }) {
  const t = useMessages(usersMessages);
  const social = SOCIAL.filter(([key]) => links[key]);
  return (
    <Card title={<CardHeading>{t('users.view.social')}</CardHeading>} style={{ height: '100%' }}>
      {social.length ? (
        <Descriptions column={1} size="small">
          {social.map(([key, brand]) => (
            <Descriptions.Item key={key} label={brand}>
              <ExternalLink href={links[key]} />
            </Descriptions.Item>
          ))}
        </Descriptions>
      ) : (
        <Typography.Text type="secondary">{t('users.view.noSocialLinks')}</Typography.Text>
      )}
    </Card>
  );
}

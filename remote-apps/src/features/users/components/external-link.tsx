import { useMessages } from '@timely/shared-ui';
import { Typography } from 'antd';
import { usersMessages } from '../messages/messages';

/** An address outside the portal, opened in a new tab; a dash when there is none. */
export function ExternalLink({ href }: { href: string }) {
  const t = useMessages(usersMessages);
  return href ? (
    <Typography.Link href={href} target="_blank" rel="noopener noreferrer">
      <bdi>{href}</bdi>
    </Typography.Link>
  ) : (
    t('users.view.none')
  );
}

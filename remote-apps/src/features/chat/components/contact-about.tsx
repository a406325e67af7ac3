import type { DemoChatContact } from '@timely/contract';
import { useMessages, useScreen } from '@timely/shared-ui';
import { Descriptions, Drawer, Flex, Typography } from 'antd';
import { ContactAvatar, useStatusText } from './contact-avatar';
import { chatMessages } from '../messages/messages';

type ContactAboutProps = { contact: DemoChatContact; open: boolean; onClose: () => void };

/** The contact's card in a side panel: picture, status in words and what they wrote about themselves. */
export function ContactAbout({ contact, open, onClose }: ContactAboutProps) {
  const t = useMessages(chatMessages);
  const statusText = useStatusText();
  const notPhone = useScreen('sm');
  return (
    <Drawer
      title={t('chat.about.title', { name: contact.displayName })}
      open={open}
      onClose={onClose}
      size={notPhone ? 360 : '100%'}
      destroyOnHidden
    >
      <Flex vertical align="center" gap={8} style={{ marginBottom: 24 }}>
        <ContactAvatar contact={contact} size={80} />
        <Typography.Title level={4} style={{ margin: 0 }}>
          {contact.displayName}
        </Typography.Title>
      </Flex>
      <Descriptions
        column={1}
        items={[
          { key: 'status', label: t('chat.about.status'), children: statusText(contact.status) },
          { key: 'about', label: t('chat.about.text'), children: contact.about },
        ]}
      />
    </Drawer>
  );
}

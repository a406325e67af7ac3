import { PaperClipOutlined } from '@ant-design/icons';
import { useMessages } from '@timely/shared-ui';
import { Flex, Typography } from 'antd';
import { emailMessages } from '../messages/messages';

/** The names of a mail's attachments. */
export function MailAttachments({ attachments }: { attachments: string[] }) {
  const t = useMessages(emailMessages);
  return (
    <section aria-label={t('email.attachments')} style={{ marginTop: 16 }}>
      <Typography.Text strong>{t('email.attachments')}</Typography.Text>
      <ul style={{ listStyle: 'none', margin: '8px 0 0', padding: 0 }}>
        {attachments.map((name) => (
          <li key={name}>
            <Flex gap={6} align="center">
              <PaperClipOutlined aria-hidden />
              <bdi>{name}</bdi>
            </Flex>
          </li>
        ))}
      </ul>
    </section>
  );
}

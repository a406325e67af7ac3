import { useMessages } from '@timely/shared-ui';
import { UploadOutlined } from '@ant-design/icons';
import { sessionUserAtom, toApiError, useErrorText, useFieldErrorText } from '@timely/shared-auth';
import { App, Avatar, Button, Flex, theme, Typography } from 'antd';
import { Upload } from '@timely/shared-ui/antd-more';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { AVATAR_TYPES, avatarFileProblem } from '@timely/contract';
import { useUploadAvatar } from './api/upload-avatar';
import { useAvatarSrc } from './use-avatar-src';
import { accountMessages } from './messages/messages';

/** The user's own picture: PNG, JPEG or WebP up to 2 MB (checked here for a quick answer, and by the server). */
export function AvatarUpload() {
  const t = useMessages(accountMessages);
  const errorText = useErrorText();
  const fieldText = useFieldErrorText();
  const uploadAvatar = useUploadAvatar();
  const user = useAtomValue(sessionUserAtom);
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const [uploading, setUploading] = useState(false);
  const src = useAvatarSrc(user?.profilePic ?? null);

  const upload = async (file: File) => {
    const problem = avatarFileProblem(file);
    if (problem) return void message.error(problem);
    setUploading(true);
    try {
      await uploadAvatar(file);
      void message.success(t('avatar.updated'));
    } catch (error) {
      // what is wrong with the file reads as part of the one sentence: "…not saved: it must be a PNG…"
      const file = toApiError(error).details.find((detail) => detail.field === 'file');
      void message.error(
        file ? t('avatar.failedFile', { problem: fieldText(file) }) : t('avatar.failed', { reason: errorText(error) }),
      );
    } finally {
      setUploading(false);
    }
  };

  return (
    <Flex align="center" gap={16} wrap>
      <Avatar
        size={80}
        src={src}
        alt={user ? t('avatar.alt', { name: user.name }) : ''}
        style={{ background: token.colorPrimary, fontSize: 28 }}
      >
        {user?.name.slice(0, 1)}
      </Avatar>
      <Flex vertical gap={4}>
        <Upload
          accept={AVATAR_TYPES.join(',')}
          showUploadList={false}
          beforeUpload={(file) => (void upload(file), false)}
        >
          <Button icon={<UploadOutlined aria-hidden />} loading={uploading}>
            {t('avatar.upload')}
          </Button>
        </Upload>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('avatar.rules')}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}

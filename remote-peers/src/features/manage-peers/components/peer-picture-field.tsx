import { UploadOutlined, UserOutlined } from '@ant-design/icons';
import { AVATAR_TYPES } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { Upload } from '@timely/shared-ui/antd-more';
import { Avatar, Button, Flex, Typography } from 'antd';
import { peersMessages } from '../../../messages/messages';

type PeerPictureFieldProps = {
  /** The chosen picture's preview, else the peer's own picture. */
  src: string | undefined;
  problem: string | null;
  onPick: (file: File) => boolean;
};

/** The peer's picture with a button to choose another, and the hint or why the choice was refused. */
export function PeerPictureField({ src, problem, onPick }: PeerPictureFieldProps) {
  const t = useMessages(peersMessages);
  return (
    <Flex align="center" gap={16} style={{ marginBottom: 16 }}>
      <Avatar size={64} src={src} icon={<UserOutlined aria-hidden />} alt={t('peers.drawer.picturePreview')} />
      <div>
        <Upload accept={AVATAR_TYPES.join(',')} showUploadList={false} beforeUpload={onPick} maxCount={1}>
          <Button icon={<UploadOutlined aria-hidden />}>{t('peers.drawer.choosePicture')}</Button>
        </Upload>
        <div>
          <Typography.Text type={problem ? 'danger' : 'secondary'} role={problem ? 'alert' : undefined}>
            {problem ?? t('peers.drawer.pictureHint')}
          </Typography.Text>
        </div>
      </div>
    </Flex>
  );
}

import { UploadOutlined } from '@ant-design/icons';
import { AVATAR_TYPES, type CompanySettings } from '@timely/contract';
import {
  sessionUserAtom,
  sessionUserUpdatedAtom,
  toApiError,
  useErrorText,
  useFieldErrorText,
} from '@timely/shared-auth';
import { useMessages } from '@timely/shared-ui';
import { Upload } from '@timely/shared-ui/antd-more';
import { App, Button, Flex, theme, Typography } from 'antd';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { peersMessages } from '../../../messages/messages';
import { pictureProblem } from '../../../common/utils/picture-problem';
import { useRemoveCompanyLogo } from '../api/remove-company-logo';
import { useUploadCompanyLogo } from '../api/upload-company-logo';

/**
 * The company's logo, shown in everyone's sidebar: the same files a profile picture takes (PNG, JPEG or
 * WebP up to 2 MB, checked here for a quick answer and by the server).
 */
export function CompanyLogoField({ logoUrl }: { logoUrl: string | null }) {
  const t = useMessages(peersMessages);
  const errorText = useErrorText();
  const fieldText = useFieldErrorText();
  const uploadCompanyLogo = useUploadCompanyLogo();
  const removeCompanyLogo = useRemoveCompanyLogo();
  const user = useAtomValue(sessionUserAtom);
  const sessionUpdated = useSetAtom(sessionUserUpdatedAtom);
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const [busy, setBusy] = useState(false);

  const change = async (work: () => Promise<CompanySettings>, done: string) => {
    setBusy(true);
    try {
      const settings = await work();
      // the sidebar reads the logo from the session
      if (user) sessionUpdated({ ...user, companyLogo: settings.logoUrl });
      void message.success(done);
    } catch (error) {
      // what is wrong with the file reads as part of the one sentence: "…not saved: it must be a PNG…"
      const file = toApiError(error).details.find((detail) => detail.field === 'file');
      void message.error(
        file
          ? t('settings.logo.notSavedFile', { problem: fieldText(file) })
          : t('settings.logo.notSaved', { reason: errorText(error) }),
      );
    } finally {
      setBusy(false);
    }
  };
  const upload = (file: File) => {
    const problem = pictureProblem(t, file);
    if (problem) return void message.error(problem);
    void change(() => uploadCompanyLogo(file), t('settings.logo.updated'));
  };

  return (
    <Flex align="center" gap={16} wrap>
      <Flex
        align="center"
        justify="center"
        style={{
          width: 72,
          height: 72,
          borderRadius: token.borderRadiusLG,
          border: `1px dashed ${token.colorBorder}`,
          overflow: 'hidden',
          background: token.colorFillQuaternary,
        }}
      >
        {logoUrl ? (
          <img
            src={logoUrl}
            alt={t('settings.logo.alt')}
            style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
          />
        ) : (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('settings.logo.none')}
          </Typography.Text>
        )}
      </Flex>
      <Flex vertical gap={4}>
        <Flex gap={8} wrap>
          <Upload accept={AVATAR_TYPES.join(',')} showUploadList={false} beforeUpload={(file) => (upload(file), false)}>
            <Button icon={<UploadOutlined aria-hidden />} loading={busy}>
              {logoUrl ? t('settings.logo.replace') : t('settings.logo.upload')}
            </Button>
          </Upload>
          {logoUrl && (
            <Button disabled={busy} onClick={() => void change(() => removeCompanyLogo(), t('settings.logo.removed'))}>
              {t('settings.logo.remove')}
            </Button>
          )}
        </Flex>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('settings.logo.hint')}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}

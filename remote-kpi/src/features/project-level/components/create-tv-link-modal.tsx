import type { CreateTvLinkBody, CreateTvLinkResponse } from '@timely/contract';
import { portalHref, useMessages } from '@timely/shared-ui';
import { Form, Modal } from 'antd';
import { type TvLinkFields, useCreateTvLinkForm } from '../hooks/use-create-tv-link-form';
import { kpiMessages } from '../../../messages/messages';
import { TvLinkCreated } from './tv-link-created';
import { TvLinkForm } from './tv-link-form';

type CreateTvLinkModalProps = {
  open: boolean;
  onClose: () => void;
  create: (body: CreateTvLinkBody) => Promise<CreateTvLinkResponse>;
};

/**
 * Asks for a label, whether the screen shows money (off by default: anyone passing sees it) and how long the
 * link works (90 days unless chosen, a year at most), then shows the new link once: only a hash of its key is
 * kept on the server.
 */
export function CreateTvLinkModal({ open, onClose, create }: CreateTvLinkModalProps) {
  const t = useMessages(kpiMessages);
  const [form] = Form.useForm<TvLinkFields>();
  const { created, error, saving, close, submit } = useCreateTvLinkForm(form, create, onClose);
  const url = created ? `${window.location.origin}${portalHref('tvApp')}?key=${encodeURIComponent(created.key)}` : '';
  return (
    <Modal
      open={open}
      title={created ? t('tvLinks.createdTitle', { label: created.link.label }) : t('tvLinks.new')}
      onCancel={close}
      onOk={created ? close : () => form.submit()}
      okText={created ? t('tvLinks.done') : t('tvLinks.create')}
      confirmLoading={saving}
      cancelButtonProps={{ style: created ? { display: 'none' } : undefined }}
      destroyOnHidden
    >
      {created ? (
        <TvLinkCreated url={url} />
      ) : (
        <TvLinkForm form={form} error={error} onFinish={(values) => void submit(values)} />
      )}
    </Modal>
  );
}

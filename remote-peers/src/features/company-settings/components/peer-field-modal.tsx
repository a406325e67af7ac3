import type { PeerField } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { Form, Modal } from 'antd';
import { peersMessages } from '../../../messages/messages';
import { type PeerFieldValues, usePeerFieldFormSubmit } from '../hooks/use-peer-field-form-submit';
import { PeerFieldFormFields } from './peer-field-form-fields';

/** Adds a peer field or edits one (null: a new one). */
export function PeerFieldModal({ field, onClose }: { field: PeerField | null; onClose: () => void }) {
  const t = useMessages(peersMessages);
  const [form] = Form.useForm<PeerFieldValues>();
  const { submit, saving } = usePeerFieldFormSubmit({ form, field, onClose });
  const type = Form.useWatch('type', form) ?? field?.type;

  return (
    <Modal
      open
      title={field ? t('settings.peerFields.editTitle') : t('settings.peerFields.addTitle')}
      okText={t('settings.peerFields.save')}
      onOk={() => form.submit()}
      confirmLoading={saving}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => void submit(values)}
        initialValues={
          field
            ? { name: field.name, type: field.type, choices: field.choices, visibility: field.visibility }
            : { type: 'text', visibility: 'everyone', choices: [] }
        }
      >
        <PeerFieldFormFields field={field} type={type} />
      </Form>
    </Modal>
  );
}

import { PEER_FIELD_NAME_MAX, PEER_FIELD_TYPES, PEER_FIELD_VISIBILITIES, type PeerField } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { Select } from '@timely/shared-ui/antd-more';
import { Form, Input } from 'antd';
import { peersMessages } from '../../../messages/messages';

/** The peer field form's fields; the choices only for a field of type choice. */
export function PeerFieldFormFields({ field, type }: { field: PeerField | null; type: string | undefined }) {
  const t = useMessages(peersMessages);
  return (
    <>
      <Form.Item
        label={t('settings.peerFields.name')}
        name="name"
        rules={[
          { required: true, whitespace: true, message: t('settings.peerFields.nameRequired') },
          { max: PEER_FIELD_NAME_MAX, message: t('settings.peerFields.nameMax', { maximum: PEER_FIELD_NAME_MAX }) },
        ]}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item
        label={t('settings.peerFields.type')}
        name="type"
        extra={field ? t('settings.peerFields.typeStays') : undefined}
      >
        <Select
          disabled={Boolean(field)}
          options={PEER_FIELD_TYPES.map((value) => ({ value, label: t(`settings.peerFields.type.${value}`) }))}
        />
      </Form.Item>
      {type === 'choice' && (
        <Form.Item
          label={t('settings.peerFields.choices')}
          name="choices"
          extra={t('settings.peerFields.choicesHint')}
          rules={[{ required: true, type: 'array', min: 1, message: t('settings.peerFields.choicesRequired') }]}
        >
          <Select mode="tags" open={false} tokenSeparators={[',']} aria-label={t('settings.peerFields.choices')} />
        </Form.Item>
      )}
      <Form.Item label={t('settings.peerFields.visibility')} name="visibility">
        <Select
          options={PEER_FIELD_VISIBILITIES.map((value) => ({
            value,
            label: t(`settings.peerFields.visibility.${value}`),
          }))}
        />
      </Form.Item>
    </>
  );
}

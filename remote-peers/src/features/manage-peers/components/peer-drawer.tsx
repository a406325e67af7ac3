import { FormDrawer } from '@timely/shared-auth';
import type { Peer } from '@timely/contract';
import { Form, Row } from 'antd';
import { useLanguage, useMessages } from '@timely/shared-ui';
import { useOptions } from '../../../common/api/get-options';
import { usePeerFields } from '../../../common/api/get-peer-fields';
import { useSavePeer } from '../api/save-peer';
import { usePictureChoice } from '../hooks/use-picture-choice';
import { peerBody, peerFormValues, type PeerFormValues } from '../utils/peer-form-values';
import { peersMessages } from '../../../messages/messages';
import { PeerChatFields } from './peer-chat-fields';
import { PeerIdentityFields } from './peer-identity-fields';
import { PeerPictureField } from './peer-picture-field';
import { PeerPlacementFields } from './peer-placement-fields';
import { PeerWorkFields } from './peer-work-fields';
import { PeopleRecordFields } from './people-record-fields';

type PeerDrawerProps = {
  open: boolean;
  peer: Peer | null;
  onClose: () => void;
  onSaved: (peer: Peer, created: boolean) => void;
};

/** Add or edit a peer: every field, option lists from the server, a picture with preview. */
export function PeerDrawer({ open, peer, onClose, onSaved }: PeerDrawerProps) {
  const t = useMessages(peersMessages);
  const [form] = Form.useForm<PeerFormValues>();
  const options = useOptions();
  const peerFields = usePeerFields();
  const fields = peerFields.data?.items ?? [];
  const save = useSavePeer();
  const picture = usePictureChoice(open);
  const language = useLanguage();

  const submit = async (values: PeerFormValues) => {
    const saved = await save(peer, peerBody(values, fields), picture.picture?.file ?? null);
    onSaved(saved, !peer);
  };

  return (
    <FormDrawer
      open={open}
      title={peer ? t('peers.drawer.editTitle', { name: peer.name }) : t('peers.add')}
      form={form}
      initialValues={peerFormValues(peer, fields, language)}
      onSubmit={submit}
      onClose={onClose}
      submitLabel={peer ? t('peers.drawer.save') : t('peers.add')}
    >
      <PeerPictureField
        src={picture.picture?.preview ?? peer?.profilePic ?? undefined}
        problem={picture.problem}
        onPick={picture.pick}
      />
      <Row gutter={12}>
        <PeerIdentityFields />
        <PeerPlacementFields peer={peer} options={options} />
        <PeerWorkFields peer={peer} options={options} />
        <PeerChatFields />
      </Row>
      <PeopleRecordFields peer={peer} fields={fields} />
    </FormDrawer>
  );
}

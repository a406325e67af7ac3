import type { Peer } from '@timely/contract';
import { useMessages, type Translate } from '@timely/shared-ui';
import { Select } from '@timely/shared-ui/antd-more';
import { Col, Form } from 'antd';
import { useMemo } from 'react';
import type { useOptions } from '../../../common/api/get-options';
import { peersMessages } from '../../../messages/messages';

type Named = { _id: string; name: string };
type PeerPlacementFieldsProps = { peer: Peer | null; options: ReturnType<typeof useOptions> };

/** Where the peer stands: function, designation, location and, within it, block. */
export function PeerPlacementFields({ peer, options }: PeerPlacementFieldsProps) {
  const t = useMessages(peersMessages);
  const form = Form.useFormInstance();
  const locationId = Form.useWatch<string | null | undefined>('locationId', form);
  const blocks = useMemo(
    () => options.data?.locations.find((location) => location._id === locationId)?.blocks ?? [],
    [options.data, locationId],
  );
  return (
    <>
      <Col xs={24} sm={12}>
        <Form.Item name="jobRoleId" label={t('peers.table.jobRole')}>
          <Select allowClear loading={options.isPending} options={offered(t, options.data?.jobRoles, peer?.jobRole)} />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="designationId" label={t('peers.table.designation')}>
          <Select
            allowClear
            loading={options.isPending}
            options={offered(t, options.data?.designations, peer?.designation)}
          />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="locationId" label={t('peers.table.location')}>
          <Select
            allowClear
            loading={options.isPending}
            options={offered(t, options.data?.locations, peer?.location)}
            onChange={() => form.setFieldValue('blockId', null)}
          />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item name="blockId" label={t('peers.table.block')}>
          <Select
            allowClear
            disabled={!locationId}
            placeholder={locationId ? undefined : t('peers.drawer.chooseLocationFirst')}
            options={offered(t, blocks, locationId === peer?.location?._id ? peer?.block : null)}
          />
        </Form.Item>
      </Col>
    </>
  );
}

// a retired entry is no longer offered, but the peer who has it keeps it, shown by its name (so does a
// block of a retired location, or a retired block, while the peer's own location is chosen)
function offered(t: Translate<typeof peersMessages>, list: Named[] | undefined, current?: Named | null) {
  const choices = (list ?? []).map((item) => ({ value: item._id, label: item.name }));
  return current && !choices.some((item) => item.value === current._id)
    ? [...choices, { value: current._id, label: t('peers.drawer.retired', { name: current.name }) }]
    : choices;
}

import {
  PEER_FIELD_NUMBER_LIMIT,
  PEER_FIELD_TEXT_MAX,
  PEOPLE_FIRST_DAY,
  PEOPLE_LAST_DAY,
  type Peer,
  type PeerField,
} from '@timely/contract';
import { DATE_PICKER_FORMAT, useMessages } from '@timely/shared-ui';
import { DatePicker, InputNumber, Select } from '@timely/shared-ui/antd-more';
import { Col, Divider, Form, Input, Row } from 'antd';
import dayjs from 'dayjs';
import { usePeerPicker } from '../../../common/hooks/use-peer-picker';
import { peersMessages } from '../../../messages/messages';

type PeopleRecordFieldsProps = { peer: Peer | null; fields: readonly PeerField[] };

const FIRST = dayjs(PEOPLE_FIRST_DAY);
const LAST = dayjs(PEOPLE_LAST_DAY);
// eslint-disable-next-line no-control-regex -- the characters a value may not hold
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** The people record part of a peer's form: hire date, manager, and the company's own fields by type. */
export function PeopleRecordFields({ peer, fields }: PeopleRecordFieldsProps) {
  const t = useMessages(peersMessages);
  const picker = usePeerPicker();
  // the peer themself is never their own manager; the current manager stays offered while searching
  const managers = [
    ...(peer?.manager && !picker.options.some((option) => option.value === peer.manager?._id)
      ? [{ value: peer.manager._id, label: peer.manager.name }]
      : []),
    ...picker.options.filter((option) => option.value !== peer?._id),
  ];
  return (
    <>
      <Divider titlePlacement="start">{t('peers.record.title')}</Divider>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item name="hireDate" label={t('peers.record.hireDate')} extra={t('peers.record.hireDateHint')}>
            <DatePicker format={DATE_PICKER_FORMAT} minDate={FIRST} maxDate={LAST} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="managerId" label={t('peers.record.manager')}>
            <Select
              allowClear
              showSearch={{ filterOption: false, onSearch: picker.onSearch }}
              loading={picker.loading}
              options={managers}
              placeholder={t('peers.record.managerPlaceholder')}
            />
          </Form.Item>
        </Col>
        {fields.map((field) => (
          <Col xs={24} sm={12} key={field._id}>
            <Form.Item
              name={['customFields', field._id]}
              label={field.name}
              extra={t(`peers.record.seenBy.${field.visibility}`)}
              rules={
                field.type === 'text'
                  ? [
                      {
                        max: PEER_FIELD_TEXT_MAX,
                        message: t('peers.record.textMax', { maximum: PEER_FIELD_TEXT_MAX }),
                      },
                      {
                        validator: (_, value: unknown) =>
                          typeof value === 'string' && CONTROL.test(value)
                            ? Promise.reject(new Error(t('peers.record.noControl')))
                            : Promise.resolve(),
                      },
                    ]
                  : []
              }
            >
              {field.type === 'number' ? (
                <InputNumber min={-PEER_FIELD_NUMBER_LIMIT} max={PEER_FIELD_NUMBER_LIMIT} style={{ width: '100%' }} />
              ) : field.type === 'date' ? (
                <DatePicker format={DATE_PICKER_FORMAT} minDate={FIRST} maxDate={LAST} style={{ width: '100%' }} />
              ) : field.type === 'choice' ? (
                <Select allowClear options={choicesOf(field, peer)} />
              ) : (
                <Input maxLength={PEER_FIELD_TEXT_MAX} autoComplete="off" />
              )}
            </Form.Item>
          </Col>
        ))}
      </Row>
    </>
  );
}

/** The field's choices, plus the peer's own value if the admin has since taken that choice away. */
function choicesOf(field: PeerField, peer: Peer | null) {
  const current = peer?.customFields[field._id];
  const choices = field.choices.map((choice) => ({ value: choice, label: choice }));
  return typeof current === 'string' && !field.choices.includes(current)
    ? [...choices, { value: current, label: current }]
    : choices;
}

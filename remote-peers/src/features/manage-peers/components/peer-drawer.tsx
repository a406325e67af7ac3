import { FormDrawer } from '@timely/shared-auth';
import { UploadOutlined, UserOutlined } from '@ant-design/icons';
import { AVATAR_TYPES, type CreatePeerBody, type Peer } from '@timely/contract';
import { Avatar, Button, Col, Flex, Form, Input, Row, Typography } from 'antd';
import { Select, Switch, Upload } from '@timely/shared-ui/antd-more';
import { LANGUAGE_NAMES, LANGUAGES, useLanguage, useMessages, type Language } from '@timely/shared-ui';
import { useEffect, useMemo, useState } from 'react';
import { useOptions } from '../../../common/api/get-options';
import { usePeerFields } from '../../../common/api/get-peer-fields';
import { peopleRecordBody, peopleRecordOf, type PeopleRecordValues } from '../utils/people-record-values';
import { PeopleRecordFields } from './people-record-fields';
import { useSavePeer } from '../api/save-peer';
import { pictureProblem } from '../../../common/utils/picture-problem';
import { peersMessages } from '../../../messages/messages';

type PeerDrawerProps = {
  open: boolean;
  peer: Peer | null;
  onClose: () => void;
  onSaved: (peer: Peer, created: boolean) => void;
};

type Values = Required<Pick<CreatePeerBody, 'name' | 'employeeId' | 'email' | 'level'>> & {
  phone?: string;
  jobRoleId?: string | null;
  designationId?: string | null;
  locationId?: string | null;
  blockId?: string | null;
  defaultWorkMode: NonNullable<CreatePeerBody['defaultWorkMode']>;
  currentStatus: NonNullable<CreatePeerBody['currentStatus']>;
  workingHours: string;
  timeZone: string;
  imIds: { skype?: string; slack?: string; zoom?: string };
  isActive: boolean;
  /** Adding only: the language of the invitation mail. */
  language?: Language;
} & PeopleRecordValues;

const PHONE = /^\+?[0-9 ()-]{7,24}$/;
const HOURS = /^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/;
const TIME_ZONES: string[] =
  typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];

/** Add or edit a peer: every field, option lists from the server, a picture with preview. */
export function PeerDrawer({ open, peer, onClose, onSaved }: PeerDrawerProps) {
  const t = useMessages(peersMessages);
  const [form] = Form.useForm<Values>();
  const options = useOptions();
  const peerFields = usePeerFields();
  const fields = peerFields.data?.items ?? [];
  const save = useSavePeer();
  const [avatar, setAvatar] = useState<{ file: File; preview: string } | null>(null);
  const [avatarError, setAvatarError] = useState<string | null>(null);
  const locationId = Form.useWatch('locationId', form);
  const language = useLanguage();

  useEffect(() => {
    if (!open) setAvatar(null);
    setAvatarError(null);
  }, [open]);
  useEffect(
    () => () => {
      if (avatar) URL.revokeObjectURL(avatar.preview);
    },
    [avatar],
  );

  const initialValues: Partial<Values> = {
    ...peopleRecordOf(peer, fields),
    ...(peer
      ? {
          name: peer.name,
          employeeId: peer.employeeId,
          email: peer.email,
          phone: peer.phone ?? undefined,
          jobRoleId: peer.jobRole?._id ?? null,
          designationId: peer.designation?._id ?? null,
          locationId: peer.location?._id ?? null,
          blockId: peer.block?._id ?? null,
          defaultWorkMode: peer.defaultWorkMode,
          currentStatus: peer.currentStatus,
          workingHours: peer.workingHours,
          timeZone: peer.timeZone,
          imIds: {
            skype: peer.imIds.skype ?? undefined,
            slack: peer.imIds.slack ?? undefined,
            zoom: peer.imIds.zoom ?? undefined,
          },
          level: peer.level,
          isActive: peer.isActive,
        }
      : {
          defaultWorkMode: 'office',
          currentStatus: 'office',
          workingHours: '09:00-18:00',
          timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
          level: 'level1',
          isActive: true,
          imIds: {},
          language,
        }),
  };

  const blocks = useMemo(
    () => options.data?.locations.find((location) => location._id === locationId)?.blocks ?? [],
    [options.data, locationId],
  );
  // a retired entry is no longer offered, but the peer who has it keeps it, shown by its name (so does a
  // block of a retired location, or a retired block, while the peer's own location is chosen)
  const toOptions = (
    list: Array<{ _id: string; name: string }> | undefined,
    current?: { _id: string; name: string } | null,
  ) => {
    const offered = (list ?? []).map((item) => ({ value: item._id, label: item.name }));
    return current && !offered.some((item) => item.value === current._id)
      ? [...offered, { value: current._id, label: t('peers.drawer.retired', { name: current.name }) }]
      : offered;
  };

  const submit = async (values: Values) => {
    const blank = (value: string | undefined) => (value?.trim() ? value.trim() : null);
    const { hireDate: _hireDate, managerId: _managerId, customFields: _customFields, ...rest } = values;
    const body: CreatePeerBody = {
      ...rest,
      ...peopleRecordBody(values, fields),
      phone: blank(values.phone),
      jobRoleId: values.jobRoleId ?? null,
      designationId: values.designationId ?? null,
      locationId: values.locationId ?? null,
      blockId: values.blockId ?? null,
      imIds: { skype: blank(values.imIds?.skype), slack: blank(values.imIds?.slack), zoom: blank(values.imIds?.zoom) },
    };
    const saved = await save(peer, body, avatar?.file ?? null);
    onSaved(saved, !peer);
  };

  const pick = (file: File) => {
    const problem = pictureProblem(t, file);
    if (problem) setAvatarError(problem);
    else {
      setAvatarError(null);
      setAvatar({ file, preview: URL.createObjectURL(file) });
    }
    return false; // uploaded after the peer is saved, not by antd
  };

  return (
    <FormDrawer
      open={open}
      title={peer ? t('peers.drawer.editTitle', { name: peer.name }) : t('peers.add')}
      form={form}
      initialValues={initialValues}
      onSubmit={submit}
      onClose={onClose}
      submitLabel={peer ? t('peers.drawer.save') : t('peers.add')}
    >
      <Flex align="center" gap={16} style={{ marginBottom: 16 }}>
        <Avatar
          size={64}
          src={avatar?.preview ?? peer?.profilePic ?? undefined}
          icon={<UserOutlined aria-hidden />}
          alt={t('peers.drawer.picturePreview')}
        />
        <div>
          <Upload accept={AVATAR_TYPES.join(',')} showUploadList={false} beforeUpload={pick} maxCount={1}>
            <Button icon={<UploadOutlined aria-hidden />}>{t('peers.drawer.choosePicture')}</Button>
          </Upload>
          <div>
            <Typography.Text type={avatarError ? 'danger' : 'secondary'} role={avatarError ? 'alert' : undefined}>
              {avatarError ?? t('peers.drawer.pictureHint')}
            </Typography.Text>
          </div>
        </div>
      </Flex>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="name"
            label={t('peers.table.name')}
            rules={[
              { required: true, whitespace: true, message: t('peers.drawer.nameRequired') },
              { min: 2, message: t('peers.drawer.nameMin') },
              { max: 80 },
            ]}
          >
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="employeeId"
            label={t('peers.table.employeeId')}
            rules={[{ required: true, whitespace: true, message: t('peers.drawer.employeeIdRequired') }, { max: 20 }]}
          >
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="email"
            label={t('peers.table.email')}
            rules={[
              { required: true, message: t('peers.drawer.emailRequired') },
              { type: 'email', message: t('peers.drawer.emailInvalid') },
            ]}
          >
            <Input type="email" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="phone"
            label={t('peers.table.mobile')}
            rules={[{ pattern: PHONE, message: t('peers.drawer.phoneInvalid') }]}
          >
            <Input type="tel" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="jobRoleId" label={t('peers.table.jobRole')}>
            <Select allowClear loading={options.isPending} options={toOptions(options.data?.jobRoles, peer?.jobRole)} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="designationId" label={t('peers.table.designation')}>
            <Select
              allowClear
              loading={options.isPending}
              options={toOptions(options.data?.designations, peer?.designation)}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="locationId" label={t('peers.table.location')}>
            <Select
              allowClear
              loading={options.isPending}
              options={toOptions(options.data?.locations, peer?.location)}
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
              options={toOptions(blocks, locationId === peer?.location?._id ? peer?.block : null)}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="defaultWorkMode" label={t('peers.drawer.defaultWorkMode')} rules={[{ required: true }]}>
            <Select
              options={(options.data?.workModes ?? []).map((mode) => ({
                value: mode.value,
                label: t(`common.workMode.${mode.value}`),
              }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="currentStatus" label={t('peers.drawer.currentStatus')} rules={[{ required: true }]}>
            <Select
              options={(options.data?.currentStatuses ?? []).map((status) => ({
                value: status.value,
                label: t(`availability.status.${status.value}`),
              }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="level"
            label={t('peers.table.level')}
            rules={[{ required: true, message: t('peers.drawer.levelRequired') }]}
          >
            <Select
              options={(options.data?.levels ?? []).map((level) => ({
                value: level.value,
                label: t('peers.drawer.levelOption', { level: t(`common.level.${level.value}`), role: level.role }),
              }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="workingHours"
            label={t('peers.drawer.workingHours')}
            rules={[{ required: true }, { pattern: HOURS, message: t('peers.drawer.workingHoursInvalid') }]}
          >
            <Input placeholder="09:00-18:00" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="timeZone" label={t('peers.table.timeZone')} rules={[{ required: true }]}>
            <Select showSearch options={TIME_ZONES.map((zone) => ({ value: zone, label: zone }))} />
          </Form.Item>
        </Col>
        {!peer && (
          <Col xs={24} sm={12}>
            <Form.Item
              name="language"
              label={t('peers.drawer.inviteLanguage')}
              extra={t('peers.drawer.inviteLanguageHelp')}
            >
              <Select
                options={LANGUAGES.map((value) => ({
                  value,
                  label: <span lang={value}>{LANGUAGE_NAMES[value]}</span>,
                }))}
              />
            </Form.Item>
          </Col>
        )}
        <Col xs={24} sm={12}>
          <Form.Item name="isActive" label={t('peers.drawer.maySignIn')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item name={['imIds', 'skype']} label={t('peers.drawer.skype')} rules={[{ max: 100 }]}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item name={['imIds', 'slack']} label={t('peers.drawer.slack')} rules={[{ max: 100 }]}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item name={['imIds', 'zoom']} label={t('peers.drawer.zoom')} rules={[{ max: 100 }]}>
            <Input />
          </Form.Item>
        </Col>
      </Row>
      <PeopleRecordFields peer={peer} fields={fields} />
    </FormDrawer>
  );
}

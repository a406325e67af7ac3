import { FormDrawer } from '@timely/shared-auth';
import { UploadOutlined, UserOutlined } from '@ant-design/icons';
import { AVATAR_TYPES, avatarFileProblem, type CreatePeerBody, type Peer } from '@timely/contract';
import { Avatar, Button, Col, Flex, Form, Input, Row, Typography } from 'antd';
import { Select, Switch, Upload } from '@timely/shared-ui/antd-more';
import { useEffect, useMemo, useState } from 'react';
import { useOptions } from '../../../common/api/get-options';
import { useSavePeer } from '../api/save-peer';

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
};

const PHONE = /^\+?[0-9 ()-]{7,24}$/;
const HOURS = /^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/;
const TIME_ZONES: string[] =
  typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];

/** Add or edit a peer: every field, option lists from the server, a picture with preview. */
export function PeerDrawer({ open, peer, onClose, onSaved }: PeerDrawerProps) {
  const [form] = Form.useForm<Values>();
  const options = useOptions();
  const save = useSavePeer();
  const [avatar, setAvatar] = useState<{ file: File; preview: string } | null>(null);
  const [avatarError, setAvatarError] = useState<string | null>(null);
  const locationId = Form.useWatch('locationId', form);

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

  const initialValues: Partial<Values> = peer
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
      ? [...offered, { value: current._id, label: `${current.name} (retired)` }]
      : offered;
  };

  const submit = async (values: Values) => {
    const blank = (value: string | undefined) => (value?.trim() ? value.trim() : null);
    const body: CreatePeerBody = {
      ...values,
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
    const problem = avatarFileProblem(file);
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
      title={peer ? `Edit ${peer.name}` : 'Add peer'}
      form={form}
      initialValues={initialValues}
      onSubmit={submit}
      onClose={onClose}
      submitLabel={peer ? 'Save' : 'Add peer'}
    >
      <Flex align="center" gap={16} style={{ marginBottom: 16 }}>
        <Avatar
          size={64}
          src={avatar?.preview ?? peer?.profilePic ?? undefined}
          icon={<UserOutlined />}
          alt="Picture preview"
        />
        <div>
          <Upload accept={AVATAR_TYPES.join(',')} showUploadList={false} beforeUpload={pick} maxCount={1}>
            <Button icon={<UploadOutlined />}>Choose picture</Button>
          </Upload>
          <div>
            <Typography.Text type={avatarError ? 'danger' : 'secondary'} role={avatarError ? 'alert' : undefined}>
              {avatarError ?? 'PNG, JPEG or WebP, at most 2 MB'}
            </Typography.Text>
          </div>
        </div>
      </Flex>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="name"
            label="Name"
            rules={[
              { required: true, whitespace: true, message: 'Name is required' },
              { min: 2, message: 'Name must be at least 2 characters' },
              { max: 80 },
            ]}
          >
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="employeeId"
            label="Employee id"
            rules={[{ required: true, whitespace: true, message: 'Employee id is required' }, { max: 20 }]}
          >
            <Input autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="email"
            label="Email"
            rules={[
              { required: true, message: 'Email is required' },
              { type: 'email', message: 'Enter an email such as name@company.com' },
            ]}
          >
            <Input type="email" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="phone"
            label="Mobile"
            rules={[{ pattern: PHONE, message: 'Enter a phone number such as +91 98200 12345' }]}
          >
            <Input type="tel" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="jobRoleId" label="Job role">
            <Select allowClear loading={options.isPending} options={toOptions(options.data?.jobRoles, peer?.jobRole)} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="designationId" label="Designation">
            <Select
              allowClear
              loading={options.isPending}
              options={toOptions(options.data?.designations, peer?.designation)}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="locationId" label="Location">
            <Select
              allowClear
              loading={options.isPending}
              options={toOptions(options.data?.locations, peer?.location)}
              onChange={() => form.setFieldValue('blockId', null)}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="blockId" label="Block">
            <Select
              allowClear
              disabled={!locationId}
              placeholder={locationId ? undefined : 'Choose a location first'}
              options={toOptions(blocks, locationId === peer?.location?._id ? peer?.block : null)}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="defaultWorkMode" label="Default work mode" rules={[{ required: true }]}>
            <Select options={options.data?.workModes ?? []} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="currentStatus" label="Current status" rules={[{ required: true }]}>
            <Select options={options.data?.currentStatuses ?? []} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="level" label="Level" rules={[{ required: true, message: 'Level is required' }]}>
            <Select
              options={(options.data?.levels ?? []).map((level) => ({
                value: level.value,
                label: `${level.label} (${level.role})`,
              }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="workingHours"
            label="Working hours"
            rules={[{ required: true }, { pattern: HOURS, message: 'Enter a range such as 09:00-18:00' }]}
          >
            <Input placeholder="09:00-18:00" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="timeZone" label="Time zone" rules={[{ required: true }]}>
            <Select showSearch options={TIME_ZONES.map((zone) => ({ value: zone, label: zone }))} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="isActive" label="May sign in" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item name={['imIds', 'skype']} label="Skype id" rules={[{ max: 100 }]}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item name={['imIds', 'slack']} label="Slack id" rules={[{ max: 100 }]}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item name={['imIds', 'zoom']} label="Zoom id" rules={[{ max: 100 }]}>
            <Input />
          </Form.Item>
        </Col>
      </Row>
    </FormDrawer>
  );
}

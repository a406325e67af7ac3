import type { LeavePolicyBody, LeavePolicyEntry } from '@timely/contract';
import { fieldPath, toApiError, useErrorText, useFieldErrorText, QueryErrorState } from '@timely/shared-auth';
import { LoadingState } from '@timely/shared-ui';
import { Alert, App, Button, Flex, Form, Typography } from 'antd';
import { InputNumber, sidewaysScroll, Table } from '@timely/shared-ui/antd-more';
import { useState } from 'react';
import { useLeavePolicy } from '../api/get-leave-policy';
import { useSaveLeavePolicy } from '../api/save-leave-policy';
import { LEAVE_TYPE_LABELS } from '../utils/leave-format';

type FormValues = LeavePolicyBody;

/**
 * The company's days per year and carry-over cap per leave type. Everyone reads it (it explains their
 * balances); level3 edits it in place. An empty "days per year" means no yearly limit.
 */
export function PolicyTab() {
  const policy = useLeavePolicy();
  const save = useSaveLeavePolicy();
  const [form] = Form.useForm<FormValues>();
  const errorText = useErrorText();
  const fieldText = useFieldErrorText();
  const [error, setError] = useState<string | null>(null);
  const { message } = App.useApp();

  if (policy.isPending) return <LoadingState label="Loading the leave policy" />;
  if (policy.isError) return <QueryErrorState query={policy} />;
  const { items, canEdit } = policy.data;

  const submit = async (values: FormValues) => {
    setError(null);
    try {
      // the form leaves an emptied number as undefined; the API wants null for "no limit"
      await save.mutateAsync({
        items: values.items.map((item, index) => ({
          type: items[index]!.type,
          daysPerYear: item.daysPerYear ?? null,
          carryOverCap: item.carryOverCap ?? 0,
        })),
      });
      void message.success('Leave policy saved: everyone’s balances follow it now.');
    } catch (caught) {
      const apiError = toApiError(caught);
      form.setFields(
        apiError.details.map((detail) => ({ name: fieldPath(detail.field) as never, errors: [fieldText(detail)] })),
      );
      setError(errorText(apiError));
    }
  };

  const columns = [
    {
      title: 'Leave type',
      key: 'type',
      render: (_: unknown, entry: LeavePolicyEntry) => LEAVE_TYPE_LABELS[entry.type],
    },
    {
      title: 'Days per year',
      key: 'days',
      render: (_: unknown, entry: LeavePolicyEntry, index: number) =>
        canEdit ? (
          <Form.Item name={['items', index, 'daysPerYear']} style={{ margin: 0 }}>
            <InputNumber
              min={0}
              max={366}
              step={0.5}
              placeholder="No limit"
              aria-label={`${LEAVE_TYPE_LABELS[entry.type]} days per year`}
              style={{ width: 140 }}
            />
          </Form.Item>
        ) : (
          (entry.daysPerYear ?? 'No limit')
        ),
    },
    {
      title: 'Carry-over cap',
      key: 'cap',
      render: (_: unknown, entry: LeavePolicyEntry, index: number) =>
        canEdit ? (
          <Form.Item name={['items', index, 'carryOverCap']} style={{ margin: 0 }}>
            <InputNumber
              min={0}
              max={366}
              step={0.5}
              aria-label={`${LEAVE_TYPE_LABELS[entry.type]} carry-over cap`}
              style={{ width: 140 }}
            />
          </Form.Item>
        ) : (
          entry.carryOverCap
        ),
    },
  ];

  return (
    <Form
      form={form}
      initialValues={{ items }}
      onFinish={submit}
      aria-label="Leave policy"
      onValuesChange={() => setError(null)}
    >
      <Typography.Paragraph type="secondary">
        Balances are worked out from this policy: the days per year, plus what was left of last year up to the
        carry-over cap, less approved days.
      </Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Table
        rowKey="type"
        columns={columns}
        dataSource={items}
        pagination={false}
        size="middle"
        {...sidewaysScroll()}
      />
      {canEdit && (
        <Flex justify="flex-end" style={{ marginTop: 16 }}>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            Save policy
          </Button>
        </Flex>
      )}
    </Form>
  );
}

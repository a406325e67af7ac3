import type { LeavePolicyBody, LeavePolicyEntry } from '@timely/contract';
import { fieldPath, toApiError, useErrorText, useFieldErrorText, QueryErrorState } from '@timely/shared-auth';
import { LoadingState, useMessages } from '@timely/shared-ui';
import { Alert, App, Button, Flex, Form, Typography } from 'antd';
import { InputNumber, sidewaysScroll, Table } from '@timely/shared-ui/antd-more';
import { useState } from 'react';
import { useLeavePolicy } from '../api/get-leave-policy';
import { useSaveLeavePolicy } from '../api/save-leave-policy';
import { leaveTypeLabel } from '../utils/leave-format';
import { kpiMessages } from '../../../messages/messages';

type FormValues = LeavePolicyBody;

/**
 * The company's days per year and carry-over cap per leave type. Everyone reads it (it explains their
 * balances); level3 edits it in place. An empty "days per year" means no yearly limit.
 */
export function PolicyTab() {
  const t = useMessages(kpiMessages);
  const policy = useLeavePolicy();
  const save = useSaveLeavePolicy();
  const [form] = Form.useForm<FormValues>();
  const errorText = useErrorText();
  const fieldText = useFieldErrorText();
  const [error, setError] = useState<string | null>(null);
  const { message } = App.useApp();

  if (policy.isPending) return <LoadingState label={t('leave.policy.loading')} />;
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
      void message.success(t('leave.policy.saved'));
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
      title: t('leave.policy.type'),
      key: 'type',
      render: (_: unknown, entry: LeavePolicyEntry) => leaveTypeLabel(t, entry.type),
    },
    {
      title: t('leave.policy.daysPerYear'),
      key: 'days',
      render: (_: unknown, entry: LeavePolicyEntry, index: number) =>
        canEdit ? (
          <Form.Item name={['items', index, 'daysPerYear']} style={{ margin: 0 }}>
            <InputNumber
              min={0}
              max={366}
              step={0.5}
              placeholder={t('leave.balances.noLimit')}
              aria-label={t('leave.policy.daysPerYearAria', { type: leaveTypeLabel(t, entry.type) })}
              style={{ width: 140 }}
            />
          </Form.Item>
        ) : (
          (entry.daysPerYear ?? t('leave.balances.noLimit'))
        ),
    },
    {
      title: t('leave.policy.carryOverCap'),
      key: 'cap',
      render: (_: unknown, entry: LeavePolicyEntry, index: number) =>
        canEdit ? (
          <Form.Item name={['items', index, 'carryOverCap']} style={{ margin: 0 }}>
            <InputNumber
              min={0}
              max={366}
              step={0.5}
              aria-label={t('leave.policy.carryOverCapAria', { type: leaveTypeLabel(t, entry.type) })}
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
      aria-label={t('leave.policy.aria')}
      onValuesChange={() => setError(null)}
    >
      <Typography.Paragraph type="secondary">{t('leave.policy.intro')}</Typography.Paragraph>
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
            {t('leave.policy.save')}
          </Button>
        </Flex>
      )}
    </Form>
  );
}

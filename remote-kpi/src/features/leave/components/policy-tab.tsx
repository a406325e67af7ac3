import type { LeavePolicyBody } from '@timely/contract';
import { QueryErrorState } from '@timely/shared-auth';
import { LoadingState, useMessages } from '@timely/shared-ui';
import { Alert, Button, Flex, Form, Typography } from 'antd';
import { sidewaysScroll, Table } from '@timely/shared-ui/antd-more';
import { useLeavePolicy } from '../api/get-leave-policy';
import { useLeavePolicySubmit } from '../hooks/use-leave-policy-submit';
import { kpiMessages } from '../../../messages/messages';
import { policyColumns } from './policy-columns';

/**
 * The company's days per year and carry-over cap per leave type. Everyone reads it (it explains their
 * balances); level3 edits it in place. An empty "days per year" means no yearly limit.
 */
export function PolicyTab() {
  const t = useMessages(kpiMessages);
  const policy = useLeavePolicy();
  const [form] = Form.useForm<LeavePolicyBody>();
  const { submit, error, clearError, saving } = useLeavePolicySubmit(form, policy.data?.items ?? []);

  if (policy.isPending) return <LoadingState label={t('leave.policy.loading')} />;
  if (policy.isError) return <QueryErrorState query={policy} />;
  const { items, canEdit } = policy.data;
  const columns = policyColumns(t, canEdit);

  return (
    <Form
      form={form}
      initialValues={{ items }}
      onFinish={submit}
      aria-label={t('leave.policy.aria')}
      onValuesChange={clearError}
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
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('leave.policy.save')}
          </Button>
        </Flex>
      )}
    </Form>
  );
}

import { FEEDBACK_PARAMETERS, type CreateReviewBody } from '@timely/contract';
import { toApiError, useErrorText, useFieldErrorText, QueryErrorState } from '@timely/shared-auth';
import { EmptyState, LoadingState, useMessages } from '@timely/shared-ui';
import { Alert, App, Button, Card, Col, Form, Input, Row } from 'antd';
import { Select } from '@timely/shared-ui/antd-more';
import { useState } from 'react';
import { parameterLabel } from '../../../common/components/feedback-charts-labels';
import { peersMessages } from '../../../messages/messages';

import { useCreateReview } from '../api/create-review';
import { useReviewMates } from '../api/get-review-mates';
import { ScoreRate } from './score-rate';

type Values = Omit<CreateReviewBody, 'comment'> & { comment?: string };

/** Rate a project mate on the five parameters, once per mate, project and month (the server decides). */
export function GiveFeedbackCard() {
  const t = useMessages(peersMessages);
  const [form] = Form.useForm<Values>();
  const errorText = useErrorText();
  const fieldText = useFieldErrorText();
  const mates = useReviewMates();
  const create = useCreateReview();
  const { message } = App.useApp();
  const [error, setError] = useState<string | null>(null);
  const revieweeId = Form.useWatch('revieweeId', form);
  const mate = mates.data?.items.find((item) => item._id === revieweeId);

  const submit = async (values: Values) => {
    setError(null);
    try {
      await create.mutateAsync({ ...values, comment: values.comment ?? '' });
      void message.success(t('give.sent', { name: mate?.name ?? t('give.yourMate') }));
      form.resetFields();
    } catch (caught) {
      const apiError = toApiError(caught);
      setError(errorText(apiError));
      const fields = apiError.details.filter((detail) => detail.field !== 'revieweeId' || apiError.status !== 409);
      if (fields.length)
        form.setFields(fields.map((detail) => ({ name: detail.field as keyof Values, errors: [fieldText(detail)] })));
    }
  };

  return (
    <Card title={t('give.title')} style={{ marginBottom: 16 }}>
      {mates.isPending ? (
        <LoadingState label={t('give.loading')} />
      ) : mates.isError ? (
        <QueryErrorState query={mates} title={t('give.loadError')} />
      ) : mates.data.items.length === 0 ? (
        <EmptyState description={t('give.empty')} />
      ) : (
        <Form
          form={form}
          layout="vertical"
          onFinish={submit}
          aria-label={t('give.title')}
          onValuesChange={() => setError(null)}
        >
          {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
          <Row gutter={12}>
            <Col xs={24} md={12}>
              <Form.Item
                name="revieweeId"
                label={t('give.mate')}
                rules={[{ required: true, message: t('give.mateRequired') }]}
              >
                <Select
                  showSearch={{ optionFilterProp: 'label' }}
                  placeholder={t('give.chooseMate')}
                  options={mates.data.items.map((item) => ({ value: item._id, label: item.name }))}
                  onChange={() => form.setFieldValue('projectId', undefined)}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name="projectId"
                label={t('give.project')}
                rules={[{ required: true, message: t('give.projectRequired') }]}
              >
                <Select
                  placeholder={mate ? t('give.chooseProject') : t('give.chooseMateFirst')}
                  disabled={!mate}
                  options={(mate?.projects ?? []).map((project) => ({
                    value: project._id,
                    label: project.reviewedThisMonth ? t('give.ratedThisMonth', { name: project.name }) : project.name,
                    disabled: project.reviewedThisMonth,
                  }))}
                />
              </Form.Item>
            </Col>
            {FEEDBACK_PARAMETERS.map((parameter) => (
              <Col key={parameter} xs={24} sm={12} md={8}>
                <Form.Item
                  name={parameter}
                  label={parameterLabel(t, parameter)}
                  rules={[{ required: true, message: t(`feedback.rateRequired.${parameter}`) }]}
                >
                  <ScoreRate aria-label={parameterLabel(t, parameter)} />
                </Form.Item>
              </Col>
            ))}
            <Col span={24}>
              <Form.Item
                name="comment"
                label={t('give.comment')}
                rules={[{ max: 1000, message: t('give.commentMax') }]}
              >
                <Input.TextArea rows={3} showCount maxLength={1000} />
              </Form.Item>
            </Col>
          </Row>
          <Button type="primary" htmlType="submit" loading={create.isPending}>
            {t('give.send')}
          </Button>
        </Form>
      )}
    </Card>
  );
}

import { FEEDBACK_PARAMETERS, type CreateReviewBody } from '@timely/contract';
import { toApiError, useErrorText, useFieldErrorText, QueryErrorState } from '@timely/shared-auth';
import { EmptyState, LoadingState } from '@timely/shared-ui';
import { Alert, App, Button, Card, Col, Form, Input, Row } from 'antd';
import { Select } from '@timely/shared-ui/antd-more';
import { useState } from 'react';
import { PARAMETER_LABELS } from '../../../common/components/feedback-charts-labels';
import { useCreateReview } from '../api/create-review';
import { useReviewMates } from '../api/get-review-mates';
import { ScoreRate } from './score-rate';

type Values = Omit<CreateReviewBody, 'comment'> & { comment?: string };

/** Rate a project mate on the five parameters, once per mate, project and month (the server decides). */
export function GiveFeedbackCard() {
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
      void message.success(`Thanks: your feedback for ${mate?.name ?? 'your mate'} was sent.`);
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
    <Card title="Give feedback" style={{ marginBottom: 16 }}>
      {mates.isPending ? (
        <LoadingState label="Loading your project mates" />
      ) : mates.isError ? (
        <QueryErrorState query={mates} title="Could not load your project mates" />
      ) : mates.data.items.length === 0 ? (
        <EmptyState description="You share no project with anyone yet, so there is nobody to rate." />
      ) : (
        <Form
          form={form}
          layout="vertical"
          onFinish={submit}
          aria-label="Give feedback"
          onValuesChange={() => setError(null)}
        >
          {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
          <Row gutter={12}>
            <Col xs={24} md={12}>
              <Form.Item
                name="revieweeId"
                label="Project mate"
                rules={[{ required: true, message: 'Choose who you are rating' }]}
              >
                <Select
                  showSearch={{ optionFilterProp: 'label' }}
                  placeholder="Choose a mate"
                  options={mates.data.items.map((item) => ({ value: item._id, label: item.name }))}
                  onChange={() => form.setFieldValue('projectId', undefined)}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name="projectId"
                label="Project"
                rules={[{ required: true, message: 'Choose the project you worked on together' }]}
              >
                <Select
                  placeholder={mate ? 'Choose a project' : 'Choose a mate first'}
                  disabled={!mate}
                  options={(mate?.projects ?? []).map((project) => ({
                    value: project._id,
                    label: project.reviewedThisMonth ? `${project.name} (rated this month)` : project.name,
                    disabled: project.reviewedThisMonth,
                  }))}
                />
              </Form.Item>
            </Col>
            {FEEDBACK_PARAMETERS.map((parameter) => (
              <Col key={parameter} xs={24} sm={12} md={8}>
                <Form.Item
                  name={parameter}
                  label={PARAMETER_LABELS[parameter]}
                  rules={[{ required: true, message: `Rate ${PARAMETER_LABELS[parameter].toLowerCase()} from 1 to 5` }]}
                >
                  <ScoreRate aria-label={PARAMETER_LABELS[parameter]} />
                </Form.Item>
              </Col>
            ))}
            <Col span={24}>
              <Form.Item name="comment" label="Comment" rules={[{ max: 1000, message: 'At most 1000 characters' }]}>
                <Input.TextArea rows={3} showCount maxLength={1000} />
              </Form.Item>
            </Col>
          </Row>
          <Button type="primary" htmlType="submit" loading={create.isPending}>
            Send feedback
          </Button>
        </Form>
      )}
    </Card>
  );
}

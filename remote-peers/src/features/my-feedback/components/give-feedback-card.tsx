import { QueryErrorState } from '@timely/shared-auth';
import { EmptyState, useMessages } from '@timely/shared-ui';
import { Alert, Button, Card, Form } from 'antd';
import { peersMessages } from '../../../messages/messages';
import { useReviewMates } from '../api/get-review-mates';
import { type GiveFeedbackValues, useGiveFeedbackSubmit } from '../hooks/use-give-feedback-submit';
import { GiveFeedbackFields } from './give-feedback-fields';

/** Rate a project mate on the five parameters, once per mate, project and month (the server decides). */
export function GiveFeedbackCard() {
  const t = useMessages(peersMessages);
  const [form] = Form.useForm<GiveFeedbackValues>();
  const mates = useReviewMates();
  const revieweeId = Form.useWatch('revieweeId', form);
  const mate = mates.data?.items.find((item) => item._id === revieweeId);
  const { submit, error, clearError, sending } = useGiveFeedbackSubmit(form, mate?.name);

  return (
    <Card title={t('give.title')} style={{ marginBottom: 16 }}>
      {mates.isError ? (
        <QueryErrorState query={mates} title={t('give.loadError')} />
      ) : mates.data?.items.length === 0 ? (
        <EmptyState description={t('give.empty')} />
      ) : (
        // while the mates are on their way the form is drawn disabled, so the card has its final height at once
        <Form
          form={form}
          layout="vertical"
          onFinish={submit}
          aria-label={t('give.title')}
          aria-busy={mates.isPending}
          disabled={mates.isPending}
          onValuesChange={clearError}
        >
          {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
          <GiveFeedbackFields form={form} mates={mates.data?.items} mate={mate} />
          <Button type="primary" htmlType="submit" loading={sending}>
            {t('give.send')}
          </Button>
        </Form>
      )}
    </Card>
  );
}

import { FEEDBACK_PARAMETERS, type ReviewMates } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { Col, Form, Input, Row, type FormInstance } from 'antd';
import { Select } from '@timely/shared-ui/antd-more';
import { parameterLabel } from '../../../common/components/feedback-charts-labels';
import { peersMessages } from '../../../messages/messages';
import type { GiveFeedbackValues } from '../hooks/use-give-feedback-submit';
import { ScoreRate } from './score-rate';

type Mate = ReviewMates['items'][number];

/** The rating form's fields: the mate, then one of their projects, the five scores and a comment. */
export function GiveFeedbackFields({
  form,
  mates,
  mate,
}: {
  form: FormInstance<GiveFeedbackValues>;
  /** Undefined while they are on their way: the mate's list shows it is loading. */
  mates: Mate[] | undefined;
  mate: Mate | undefined;
}) {
  const t = useMessages(peersMessages);
  return (
    <Row gutter={12}>
      <Col xs={24} md={12}>
        <Form.Item
          name="revieweeId"
          label={t('give.mate')}
          rules={[{ required: true, message: t('give.mateRequired') }]}
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={mates ? t('give.chooseMate') : t('give.loading')}
            loading={!mates}
            options={(mates ?? []).map((item) => ({ value: item._id, label: item.name }))}
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
        <Form.Item name="comment" label={t('give.comment')} rules={[{ max: 1000, message: t('give.commentMax') }]}>
          <Input.TextArea rows={3} showCount maxLength={1000} />
        </Form.Item>
      </Col>
    </Row>
  );
}

import type { EnpsResponseList } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { Col, Row, Typography } from 'antd';
import { formatNps } from '../../../../common/utils/format';
import { kpiMessages } from '../../../../messages/messages';
import { LazyNpsByMonthChart, LazyNpsByQuestionChart } from '../charts/lazy-charts';
import { NpsSummary } from '../nps-summary';

/** The eNPS over all answers, then by question (numbered, with each one's score) and by month. */
export function EnpsCharts({ data }: { data: EnpsResponseList }) {
  const t = useMessages(kpiMessages);
  return (
    <>
      <NpsSummary label={t('enps.allAnswers')} breakdown={data.overall} />
      <Row gutter={[24, 16]} style={{ marginBottom: 16 }}>
        <Col xs={24} lg={12}>
          <Typography.Title level={5}>{t('enps.byQuestion')}</Typography.Title>
          <LazyNpsByQuestionChart byQuestion={data.byQuestion} />
          <ol style={{ paddingInlineStart: 24, margin: 0 }} aria-label={t('enps.questions')}>
            {data.byQuestion.map((entry) => (
              <li key={entry.question}>
                <Typography.Text type="secondary">
                  {t('enps.questionSummary', {
                    question: entry.question,
                    nps: formatNps(entry.nps),
                    count: entry.total,
                  })}
                </Typography.Text>
              </li>
            ))}
          </ol>
        </Col>
        <Col xs={24} lg={12}>
          <Typography.Title level={5}>{t('enps.byMonth')}</Typography.Title>
          <LazyNpsByMonthChart byMonth={data.byMonth} name={t('kpi.enps')} />
        </Col>
      </Row>
    </>
  );
}

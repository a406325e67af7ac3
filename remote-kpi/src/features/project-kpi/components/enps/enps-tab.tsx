import type { EnpsResponse } from '@timely/contract';
import { useMessages, pagerItem } from '@timely/shared-ui';
import { Space, Tag, Typography } from 'antd';
import { sidewaysScroll, Table } from '@timely/shared-ui/antd-more';
import { formatDay } from '../../../../common/utils/format';
import type { KpiProjectRef } from '../../project-kpi.types';
import { EnpsCharts } from './enps-charts';
import { RecordEditor } from '../record-editor';
import { EnpsResponseDrawer } from './enps-response-drawer';
import { kpiMessages } from '../../../../messages/messages';

/** The eNPS survey, anonymous: each answer sheet's 0–10 scores per question and comment, scored by the standard formula. */
export function EnpsTab({ project }: { project: KpiProjectRef }) {
  const t = useMessages(kpiMessages);
  return (
    <RecordEditor
      kind="enpsResponses"
      section="enps"
      project={project}
      nameOf={(item) => t('enps.recordName', { date: formatDay(item.surveyedOn) })}
      drawer={(props, data) => <EnpsResponseDrawer {...props} knownQuestions={questionsOf(data)} />}
    >
      {(data, actions) => {
        // questions are numbered Q1, Q2… in the order the server sorts them, in the chart, legend and answers alike
        const questions = questionsOf(data);
        const numberOf = (question: string) => t('enps.questionNumber', { n: questions.indexOf(question) + 1 });
        return (
          <>
            <EnpsCharts data={data} />
            <Table<EnpsResponse>
              rowKey="_id"
              size="small"
              pagination={{ pageSize: 10, hideOnSinglePage: true, itemRender: pagerItem }}
              {...sidewaysScroll(720)}
              dataSource={data.items}
              aria-label={t('enps.responses')}
              columns={[
                {
                  title: t('enps.response.surveyedOn'),
                  key: 'on',
                  width: 130,
                  render: (_, item) => formatDay(item.surveyedOn),
                },

                {
                  title: t('enps.answers'),
                  key: 'answers',
                  render: (_, item) => (
                    <Space wrap size={4}>
                      {[...item.answers]
                        .sort((a, b) => questions.indexOf(a.question) - questions.indexOf(b.question))
                        .map((answer) => (
                          <Tag
                            key={answer.question}
                            title={answer.question}
                            color={answer.score >= 9 ? 'green' : answer.score <= 6 ? 'red' : 'default'}
                          >
                            {numberOf(answer.question)}: {answer.score}
                          </Tag>
                        ))}
                    </Space>
                  ),
                },
                // answer sheets are anonymous: scores and a comment, never a name (docs/privacy.md)
                {
                  title: t('record.comment'),
                  key: 'comment',
                  render: (_, item) => item.comment || <Typography.Text type="secondary">—</Typography.Text>,
                },
                ...actions.column,
              ]}
            />
          </>
        );
      }}
    </RecordEditor>
  );
}

function questionsOf(data: { byQuestion: Array<{ question: string }> } | undefined): string[] {
  return data?.byQuestion.map((entry) => entry.question) ?? [];
}

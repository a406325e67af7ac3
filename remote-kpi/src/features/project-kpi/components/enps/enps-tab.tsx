import { exportPaths, type EnpsResponse } from '@timely/contract';
import { useMessages, pagerItem } from '@timely/shared-ui';
import { Col, Row, Space, Tag, Typography } from 'antd';
import { sidewaysScroll, Table } from '@timely/shared-ui/antd-more';
import { formatDay, formatNps } from '../../../../common/utils/format';
import { useRecordEditor } from '../../hooks/use-record-editor';
import { useDeleteRecord } from '../../api/delete-record';
import { useRecords } from '../../api/get-records';
import { useSaveRecord } from '../../api/save-record';
import type { KpiProjectRef } from '../../project-kpi.types';
import { LazyNpsByMonthChart, LazyNpsByQuestionChart } from '../charts/lazy-charts';
import { NpsSummary } from '../nps-summary';
import { RecordActions } from '../record-actions';
import { RecordSection } from '../record-section';
import { EnpsResponseDrawer } from './enps-response-drawer';
import { kpiMessages } from '../../../../messages/messages';

/** The eNPS survey, anonymous: each answer sheet's 0–10 scores per question and comment, scored by the standard formula. */
export function EnpsTab({ project }: { project: KpiProjectRef }) {
  const list = useRecords('enpsResponses', project.id);
  const save = useSaveRecord('enpsResponses', project.id);
  const remove = useDeleteRecord('enpsResponses', project.id);
  const t = useMessages(kpiMessages);
  const editor = useRecordEditor<EnpsResponse>();
  // questions are numbered Q1, Q2… in the order the server sorts them, in the chart, legend and answers alike
  const questions = list.data?.byQuestion.map((entry) => entry.question) ?? [];
  const numberOf = (question: string) => t('enps.questionNumber', { n: questions.indexOf(question) + 1 });
  return (
    <>
      <RecordSection
        section="enps"
        exportPath={exportPaths.kpiRecords('enpsResponses', project.id)}
        query={list}
        isEmpty={(data) => data.items.length === 0}
        onAdd={project.canEdit ? editor.create : undefined}
      >
        {(data) => (
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
                ...(project.canEdit
                  ? [
                      {
                        title: '',
                        key: 'actions',
                        width: 150,
                        render: (_: unknown, item: EnpsResponse) => (
                          <RecordActions
                            name={t('enps.recordName', { date: formatDay(item.surveyedOn) })}
                            onEdit={() => editor.edit(item)}
                            onDelete={() => remove.mutateAsync(item._id)}
                          />
                        ),
                      },
                    ]
                  : []),
              ]}
            />
          </>
        )}
      </RecordSection>
      <EnpsResponseDrawer
        open={editor.open}
        record={editor.record}
        project={project}
        knownQuestions={questions}
        onClose={editor.close}
        onSave={(id, body) => save.mutateAsync({ id, body })}
      />
    </>
  );
}

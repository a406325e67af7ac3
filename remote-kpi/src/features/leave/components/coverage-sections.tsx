import type { Coverage } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { Flex, Typography } from 'antd';
import { kpiMessages } from '../../../messages/messages';
import { CoverageProjectCard } from './coverage-project-card';

/** Who else is away on the requester's projects, and the colleagues' answers to the request. */
export function CoverageSections({ coverage }: { coverage: Coverage }) {
  const t = useMessages(kpiMessages);
  return (
    <>
      <section aria-label={t('leave.decision.coverage')}>
        <Typography.Title level={5}>{t('leave.decision.coverage')}</Typography.Title>
        {coverage.projects.length === 0 && (
          <Typography.Text type="secondary">{t('leave.decision.noProject')}</Typography.Text>
        )}
        <Flex vertical gap={8}>
          {coverage.projects.map((project) => (
            <CoverageProjectCard key={project._id} project={project} />
          ))}
        </Flex>
      </section>
      <section aria-label={t('leave.decision.answers')}>
        <Typography.Title level={5}>{t('leave.decision.answers')}</Typography.Title>
        {coverage.answers.length === 0 ? (
          <Typography.Text type="secondary">{t('leave.decision.noAnswers')}</Typography.Text>
        ) : (
          coverage.answers.map((answer) => (
            <div key={answer.peer._id}>
              <Typography.Text strong>{answer.peer.name}</Typography.Text>:{' '}
              {t(`leave.consensus.answer.${answer.answer}`)}
            </div>
          ))
        )}
      </section>
    </>
  );
}

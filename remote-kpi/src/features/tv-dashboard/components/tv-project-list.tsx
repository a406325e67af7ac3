import type { TvProject } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { Card, Flex, theme, Typography } from 'antd';
import { HealthBar } from '../../../common/components/health-bar';
import { formatMoney, showsMoney } from '../../../common/utils/format';
import { kpiMessages } from '../../../messages/messages';

// as many as fit beside the spotlight on a 1440×900 screen; more turn pages with the spotlight
const PAGE = 6;

type TvProjectListProps = { projects: TvProject[]; spotlight: number; currency: string };

/** Every active project; with more than fit, the list turns its page along with the spotlight. */
export function TvProjectList({ projects, spotlight, currency }: TvProjectListProps) {
  const { token } = theme.useToken();
  const t = useMessages(kpiMessages);
  const page = Math.floor(spotlight / PAGE);
  const pages = Math.ceil(projects.length / PAGE);
  const shown = projects.slice(page * PAGE, page * PAGE + PAGE);
  return (
    <Card
      title={<span style={{ fontSize: 20 }}>{t('tv.projects')}</span>}
      extra={
        pages > 1 ? (
          <Typography.Text type="secondary">{t('tv.page', { page: page + 1, pages })}</Typography.Text>
        ) : undefined
      }
      style={{ height: '100%' }}
    >
      <Flex vertical gap={8} role="list" aria-label={t('tv.projects')}>
        {shown.map((project) => {
          const current = project._id === projects[spotlight]?._id;
          return (
            <div
              key={project._id}
              role="listitem"
              aria-current={current ? 'true' : undefined}
              style={{
                padding: '8px 12px',
                borderRadius: token.borderRadiusLG,
                background: current ? token.colorPrimaryBg : token.colorFillQuaternary,
                borderLeft: `4px solid ${current ? token.colorPrimary : 'transparent'}`,
              }}
            >
              <Flex justify="space-between" align="center" gap={12} wrap>
                <div style={{ minWidth: 0 }}>
                  <Typography.Text strong style={{ fontSize: 18 }}>
                    {project.name}
                  </Typography.Text>
                  <div hidden={!showsMoney(project)}>
                    <Typography.Text type="secondary">
                      {project.projectedRevenue === null
                        ? t('tv.noKpis')
                        : t('tv.revenueOf', {
                            achieved: formatMoney(project.achievedRevenue, currency, { compact: true }),
                            projected: formatMoney(project.projectedRevenue, currency, { compact: true }),
                          })}
                    </Typography.Text>
                  </div>
                </div>
                <HealthBar health={project.health} currency={currency} />
              </Flex>
            </div>
          );
        })}
      </Flex>
    </Card>
  );
}

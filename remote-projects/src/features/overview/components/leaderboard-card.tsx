import { KARMA_PERIODS, type KarmaPeriod } from '@timely/contract/first-page';
import { Avatar, Flex, Segmented, Typography } from 'antd';
import { useState } from 'react';
import { useCompanyOptions } from '../../../common/api/get-company-options';
import { useLeaderboard } from '../api/get-leaderboard';
import { formatPoints } from '../utils/overview-format';
import { LazyPeriodPicker } from './lazy-period-picker';
import { LazySelect } from './lazy-select';
import type { Period } from './period-picker';
import { WidgetCard } from './widget-card';
import { useMessages } from '@timely/shared-ui';
import { overviewMessages } from '../messages/messages';

type Choice = KarmaPeriod | 'custom';
const CHOICES: Choice[] = [...KARMA_PERIODS, 'custom'];

/** The top 10 by karma points over a period (or the days chosen), optionally one job role. */
export function LeaderboardCard() {
  const t = useMessages(overviewMessages);
  const [choice, setChoice] = useState<Choice>('month');
  // the last of the fixed periods: what the board counts while a custom choice has no days yet
  const [period, setPeriod] = useState<KarmaPeriod>('month');
  const [days, setDays] = useState<Period>(null);
  const [jobRoleId, setJobRoleId] = useState<string>();
  const options = useCompanyOptions();
  const params = choice === 'custom' && days ? { from: days.from, to: days.to, jobRoleId } : { period, jobRoleId };
  const query = useLeaderboard(params);
  const choose = (next: Choice) => {
    setChoice(next);
    if (next !== 'custom') setPeriod(next);
    // custom starts from the days the board counts now, to be widened or narrowed from there
    else setDays(query.data?.from && query.data.to ? { from: query.data.from, to: query.data.to } : null);
  };
  const toolbar = (
    <Flex gap={8} wrap>
      {/* on a phone the periods are wider than the card: they scroll inside it rather than spill out */}
      <div style={{ maxWidth: '100%', overflowX: 'auto' }}>
        <Segmented<Choice>
          aria-label={t('dash.period')}
          value={choice}
          onChange={choose}
          options={CHOICES.map((value) => ({ value, label: t(`dash.karma.period.${value}` as const) }))}
        />
      </div>
      {choice === 'custom' && <LazyPeriodPicker value={days} onChange={setDays} />}
      <LazySelect
        aria-label={t('dash.karma.jobRole')}
        placeholder={t('dash.karma.everyJobRole')}
        allowClear
        style={{ minWidth: 160 }}
        value={jobRoleId}
        onChange={(value?: string) => setJobRoleId(value)}
        loading={options.isLoading}
        options={(options.data?.jobRoles ?? []).map((role) => ({ value: role._id, label: role.name }))}
      />
    </Flex>
  );
  return (
    <WidgetCard
      // its tabs and first rows
      reserve={236}
      title={t('dash.karma.title')}
      query={query}
      exported={{ widget: 'leaderboard', params }}
      isEmpty={(data) => data.items.length === 0}
      empty={t('dash.karma.empty')}
      toolbar={toolbar}
    >
      {(data) => (
        <ol aria-label={t('dash.karma.title')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {data.items.map((entry) => (
            <li key={entry._id} style={{ padding: '6px 0' }}>
              <Flex align="center" gap={12}>
                <Typography.Text strong style={{ width: 24, textAlign: 'right' }}>
                  {entry.rank}
                </Typography.Text>
                <Avatar src={entry.profilePic ?? undefined} alt={entry.name}>
                  {entry.name.charAt(0).toUpperCase()}
                </Avatar>
                <Flex vertical style={{ flex: 1, minWidth: 0 }}>
                  <Typography.Text ellipsis>{entry.name}</Typography.Text>
                  <Typography.Text type="secondary" ellipsis>
                    {entry.jobRole?.name ?? t('dash.karma.noJobRole')}
                  </Typography.Text>
                </Flex>
                <Typography.Text strong>{formatPoints(t, entry.points)}</Typography.Text>
              </Flex>
            </li>
          ))}
        </ol>
      )}
    </WidgetCard>
  );
}

import type { TvLink } from '@timely/contract';
import { ClickPopconfirm, formatMoment, type Translate } from '@timely/shared-ui';
import { Button, Tag, type TableColumnsType } from 'antd';
import type { kpiMessages } from '../../../messages/messages';

/** The TV links' columns: label, money shown, made, expiry, last use, state and Revoke. */
export function tvLinksColumns(
  t: Translate<typeof kpiMessages>,
  timeZone: string | undefined,
  onRevoke: (link: TvLink) => Promise<void>,
): TableColumnsType<TvLink> {
  return [
    { title: t('tvLinks.label'), dataIndex: 'label' },
    {
      title: t('health.part.revenue'),
      key: 'revenue',
      render: (_, link) => (link.showRevenue ? t('tvLinks.shown') : t('tvLinks.hidden')),
    },
    {
      title: t('tvLinks.created'),
      key: 'created',
      render: (_, link) =>
        t('tvLinks.createdBy', { moment: formatMoment(link.createdAt, timeZone), name: link.createdBy.name }),
    },
    {
      title: t('tvLinks.expires'),
      key: 'expires',
      render: (_, link) => formatMoment(link.expiresAt, timeZone),
    },
    {
      title: t('tvLinks.lastUsed'),
      key: 'used',
      render: (_, link) => (link.lastUsedAt ? formatMoment(link.lastUsedAt, timeZone) : t('tvLinks.never')),
    },
    {
      title: t('tvLinks.status'),
      key: 'status',
      render: (_, link) =>
        link.revokedAt ? (
          <Tag>{t('tvLinks.revokedAt', { moment: formatMoment(link.revokedAt, timeZone) })}</Tag>
        ) : Date.parse(link.expiresAt) <= Date.now() ? (
          <Tag>{t('tvLinks.expiredAt', { moment: formatMoment(link.expiresAt, timeZone) })}</Tag>
        ) : (
          <Tag color="green">{t('tvLinks.active')}</Tag>
        ),
    },
    {
      title: '',
      key: 'actions',
      render: (_, link) =>
        link.revokedAt ? null : (
          <ClickPopconfirm
            title={t('tvLinks.revokeConfirm', { label: link.label })}
            description={t('tvLinks.revokeConfirmText')}
            okText={t('tvLinks.revoke')}
            okButtonProps={{ danger: true }}
            onConfirm={() => onRevoke(link)}
          >
            <Button size="small" danger aria-label={t('tvLinks.revokeAria', { label: link.label })}>
              {t('tvLinks.revoke')}
            </Button>
          </ClickPopconfirm>
        ),
    },
  ];
}

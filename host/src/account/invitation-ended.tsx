import type { InvitationLink } from '@timely/contract';
import { dateTimeFormat, portalHref, useMessages, type Translate as TranslateOf } from '@timely/shared-ui';
import { Result } from '@timely/shared-ui/antd-more';
import { Link } from 'react-router-dom';
import { AuthScreen } from './auth-screen';
import { accountMessages } from './messages/messages';

type InvitationEndedProps = {
  /** The link as the server knows it; null when the page was opened without a token. */
  link: InvitationLink | null;
};

/**
 * A Join link that cannot be accepted, said plainly: why, and whom to ask (by name when known). Never
 * "forgot password": after a revoke it sends nothing, and a new invitation is what the person needs.
 */
export function InvitationEnded({ link }: InvitationEndedProps) {
  const t = useMessages(accountMessages);
  const company = link?.companyName ?? '';
  const inviter = link?.invitedBy ?? null;
  const ask = inviter ? t('join.askInviter', { inviter }) : t('join.askSomeone');

  if (link?.state === 'accepted') {
    return (
      <AuthScreen title={t('join.title', { company })}>
        <Result
          status="info"
          title={t('join.acceptedTitle')}
          subTitle={t('join.acceptedText', { company, email: link.email ?? '' })}
          extra={<Link to={portalHref('login')}>{t('join.signIn')}</Link>}
        />
      </AuthScreen>
    );
  }
  const [title, text] = reasonOf(link, t);
  return (
    <AuthScreen title={company ? t('join.title', { company }) : t('join.titleUnknown')}>
      <Result status="warning" title={title} subTitle={`${text} ${ask}`} />
    </AuthScreen>
  );
}

type Translate = TranslateOf<typeof accountMessages>;

function reasonOf(link: InvitationLink | null, t: Translate): [string, string] {
  const company = link?.companyName ?? '';
  switch (link?.state) {
    case 'revoked':
      return [t('join.revokedTitle'), t('join.revokedText', { company })];
    case 'expired':
      return [
        t('join.expiredTitle'),
        t('join.expiredText', {
          company,
          date: link.expiresAt ? dateTimeFormat(undefined, { dateStyle: 'long' }).format(new Date(link.expiresAt)) : '',
        }),
      ];
    case 'replaced':
      return [t('join.replacedTitle'), t('join.replacedText', { company })];
    case 'unknown':
      return [t('join.unknownTitle'), t('join.unknownText')];
    default:
      return [t('reset.incompleteTitle'), t('join.incompleteText')];
  }
}

import type { LoginResponse } from '@timely/contract/first-page';
// an entry of its own: the first page's contract chunk holds none of single sign-on
import { ssoLookupSchema, ssoPaths, type SsoLookup } from '@timely/contract/sso';
import { useApiClient } from '@timely/shared-auth';
import { useMessages } from '@timely/shared-ui';
import { Alert, Button, Divider, Flex, Input, Typography } from 'antd';
import { useState, type FormEvent } from 'react';
import { ssoMessages } from './messages/messages';
import { useSsoReturn, type Reason } from './use-sso-return';

type SsoSignInProps = {
  /** Called once the session of a finished single sign-on is stored. */
  onSignedIn: (response: LoginResponse) => void;
  /** Opened by the person (not on the way back from the provider): the e-mail field takes the focus. */
  autoFocus?: boolean;
};

/**
 * "Sign in with <provider>" under the password form (loaded on its own, not with the first page): the
 * e-mail's domain tells which company's provider applies; the link starts the sign-in at the API, which
 * sends the browser to the provider and back here with a one-time code in the address's fragment, traded
 * here for the session (docs/security.md).
 */
export default function SsoSignIn({ onSignedIn, autoFocus = false }: SsoSignInProps) {
  const t = useMessages(ssoMessages);
  const client = useApiClient();
  const [email, setEmail] = useState('');
  const [provider, setProvider] = useState<SsoLookup['provider'] | undefined>(undefined);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { code, reason } = useSsoReturn(onSignedIn, setProblem);

  const lookUp = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) {
      setProblem(t('sso.emailInvalid'));
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const { data } = await client.get(ssoPaths.lookup, { params: { email: email.trim() } });
      setProvider(ssoLookupSchema.parse(data).provider);
    } catch (caught) {
      console.warn('[host] single sign-on lookup failed', caught);
      setProblem(t('sso.lookupFailed'));
    } finally {
      setBusy(false);
    }
  };

  if (code && !problem) return <Typography.Paragraph role="status">{t('sso.finishing')}</Typography.Paragraph>;
  return (
    <section aria-labelledby="sso-title">
      <Divider plain style={{ margin: '20px 0 12px' }}>
        <Typography.Text type="secondary">{t('sso.or')}</Typography.Text>
      </Divider>
      {reason && !problem && <Alert type="error" showIcon title={t(errorKey(reason))} style={{ marginBottom: 12 }} />}
      {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 12 }} />}
      <Typography.Text strong id="sso-title">
        {t('sso.title')}
      </Typography.Text>
      <form onSubmit={(event) => void lookUp(event)} style={{ marginTop: 8 }}>
        <Flex gap={8}>
          <Input
            type="email"
            aria-label={t('sso.email')}
            placeholder={t('sso.email')}
            autoComplete="email"
            autoFocus={autoFocus}
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setProvider(undefined);
            }}
          />
          <Button htmlType="submit" loading={busy}>
            {t('sso.continue')}
          </Button>
        </Flex>
      </form>
      {provider && (
        <Button type="primary" block href={provider.startUrl} style={{ marginTop: 12 }}>
          {t('sso.signInWith', { name: provider.name })}
        </Button>
      )}
      {provider === null && (
        <Typography.Paragraph type="secondary" role="status" style={{ marginTop: 8, marginBottom: 0 }}>
          {t('sso.none')}
        </Typography.Paragraph>
      )}
    </section>
  );
}

function errorKey(reason: Reason) {
  return `sso.error.${reason}` as const;
}

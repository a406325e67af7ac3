import { pickLanguageAtom } from '@timely/shared-auth';
import { LANGUAGE_NAMES, LANGUAGES, useLanguage, useMessages, type Language } from '@timely/shared-ui';
import { Segmented } from 'antd';
import { useSetAtom } from 'jotai';
import { hostMessages } from '../messages/messages';

/**
 * The signed-out pages' language picker: remembered in this browser, and saved to the account of whoever
 * signs in next on this page (shared-auth's LoginForm).
 */
export function LanguagePicker() {
  const t = useMessages(hostMessages);
  const language = useLanguage();
  const pick = useSetAtom(pickLanguageAtom);
  return (
    <Segmented<Language>
      size="small"
      aria-label={t('auth.language')}
      value={language}
      onChange={pick}
      options={LANGUAGES.map((value) => ({ value, label: <span lang={value}>{LANGUAGE_NAMES[value]}</span> }))}
    />
  );
}

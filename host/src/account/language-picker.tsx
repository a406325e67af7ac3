import { rememberLanguageAtom } from '@timely/shared-auth';
import { LANGUAGE_NAMES, LANGUAGES, useLanguage, useMessages, type Language } from '@timely/shared-ui';
import { Segmented } from 'antd';
import { useSetAtom } from 'jotai';
import { hostMessages } from '../messages/messages';

/**
 * The signed-out pages' language picker: remembered in this browser until someone signs in, when the
 * user's saved language (if they chose one) takes over.
 */
export function LanguagePicker() {
  const t = useMessages(hostMessages);
  const language = useLanguage();
  const remember = useSetAtom(rememberLanguageAtom);
  return (
    <Segmented<Language>
      size="small"
      aria-label={t('auth.language')}
      value={language}
      onChange={remember}
      options={LANGUAGES.map((value) => ({ value, label: <span lang={value}>{LANGUAGE_NAMES[value]}</span> }))}
    />
  );
}

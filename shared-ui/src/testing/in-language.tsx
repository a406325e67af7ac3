import { ConfigProvider } from 'antd';
import type { ReactElement } from 'react';
import type { Language } from '../i18n/languages';

/**
 * A screen as the portal shows it in a language, for a component test: the shell hands the language down in
 * antd's locale, which `useMessages` reads in every app.
 */
export function inLanguage(language: Language, ui: ReactElement): ReactElement {
  return <ConfigProvider locale={{ locale: language }}>{ui}</ConfigProvider>;
}

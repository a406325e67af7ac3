import type { Language } from '@timely/shared-ui';
import { ConfigProvider } from 'antd';
import type { ReactElement } from 'react';

/** A screen as the portal shows it in a language: the shell hands the language down in antd's locale. */
export function inLanguage(language: Language, ui: ReactElement): ReactElement {
  return <ConfigProvider locale={{ locale: language }}>{ui}</ConfigProvider>;
}

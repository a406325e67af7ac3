import dayjs from 'dayjs';
import { onPortalLocaleChange, portalLocale } from '../format/portal-locale';

// The date pickers' month and weekday names in the portal's language: dayjs's locale, registered (not made
// global: the portal's own day arithmetic keeps dayjs's default). Loaded with the pickers, not the first screen.
const DAY_NAMES: Record<string, () => Promise<void>> = {
  de: async () => {
    await import('dayjs/locale/de');
  },
  ar: async () => {
    const { default: arabic } = await import('dayjs/locale/ar');
    // dayjs's Arabic writes and reads Arabic-Indic digits: a picked day would reach the API as "٢٠٢٦-١١-٢٧".
    // The portal writes Latin digits in every language (Intl's default for `ar`), and its weeks start on Monday.
    const {
      preparse: _reads,
      postformat: _writes,
      ...names
    } = arabic as typeof arabic & {
      preparse?: unknown;
      postformat?: unknown;
    };
    dayjs.locale({ ...names, weekStart: 1 }, undefined, true);
  },
};

function registerDayNames(): void {
  const load = DAY_NAMES[(portalLocale() ?? '').split('-')[0] ?? ''];
  load?.().catch((error: unknown) => console.error("[shared-ui] the date pickers' day names did not load", error));
}

registerDayNames();
onPortalLocaleChange(registerDayNames);

import { useLanguage, type Language } from '@timely/shared-ui';

// The one sentence the portal shows before any of its messages can download (the configuration did not load, so
// neither may its chunks): kept with the code in every language, a few dozen bytes.
const START_FAILED: Record<Language, string> = {
  en: 'Timely could not start: its configuration did not load. Reload the page to try again.',
  de: 'Timely konnte nicht starten: Die Konfiguration wurde nicht geladen. Laden Sie die Seite neu, um es erneut zu versuchen.',
  ar: 'تعذّر بدء تشغيل Timely: لم تُحمَّل إعداداته. أعد تحميل الصفحة للمحاولة مرة أخرى.',
};

/** What shows when the runtime configuration did not load: no portal to render, only a way to try again. */
export function StartFailed() {
  return <p role="alert">{START_FAILED[useLanguage()]}</p>;
}

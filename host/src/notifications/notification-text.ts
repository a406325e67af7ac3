import type { Notification, NotificationParams } from '@timely/contract';
import { formatDatesIn, hasMessage, useMessages, type MessageValues, type Translate } from '@timely/shared-ui';
import { noticeMessages } from './messages/messages';

type TitleAndBody = { title: string; body: string };
type NoticeKey = Parameters<Translate<typeof noticeMessages>>[0];

/**
 * A notification's title and body in the reader's language, from its codes; its English as the server wrote it
 * for a notification without a code (written before codes, a person's own words) or with a code this build does
 * not know yet (a newer server).
 */
export function useNotificationText(): (notification: Notification) => TitleAndBody {
  const t = useMessages(noticeMessages);
  return (notification) => {
    const values = readable(notification.params);
    const textOf = (code: string | null, english: string) => {
      const key = `notice.${code}`;
      return code && hasMessage(noticeMessages, key) ? t(key as NoticeKey, values) : english;
    };
    return {
      title: textOf(notification.titleCode, notification.title),
      body: textOf(notification.bodyCode, notification.body),
    };
  };
}

// a day arrives as the API writes it and shows in the reader's date style
function readable(params: NotificationParams): MessageValues {
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [name, typeof value === 'string' ? formatDatesIn(value) : value]),
  );
}

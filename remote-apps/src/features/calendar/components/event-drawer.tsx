import { useMessages } from '@timely/shared-ui';
import { Descriptions, Drawer, Flex, Typography, theme } from 'antd';
import type { CalendarEvent } from '../api/get-calendar-events';
import { formatEventWhen } from '../utils/calendar-format';
import { labelLook } from '../utils/calendar-labels';
import { calendarMessages } from '../messages/messages';
import { labelName } from './calendar-labels-text';

type EventDrawerProps = { event: CalendarEvent | null; onClose: () => void; width: number | string };

/** An event's details, read only: the demo API has no way to change an event. */
export function EventDrawer({ event, onClose, width }: EventDrawerProps) {
  const t = useMessages(calendarMessages);
  const { token } = theme.useToken();
  return (
    <Drawer
      open={event !== null}
      onClose={onClose}
      title={event?.title ?? t('calendar.details.title')}
      size={width}
      destroyOnHidden
    >
      {event && (
        <>
          <Descriptions
            column={1}
            items={[
              {
                key: 'label',
                label: t('calendar.details.label'),
                children: (
                  <Flex align="center" gap={6}>
                    <span
                      aria-hidden
                      style={{
                        display: 'inline-block',
                        width: 10,
                        height: 10,
                        borderRadius: '50%',
                        background: labelLook(event.label, token).color,
                      }}
                    />
                    {labelName(event.label, t)}
                  </Flex>
                ),
              },
              {
                key: 'when',
                label: t('calendar.details.when'),
                children: (
                  <span>
                    {formatEventWhen(event)}
                    {event.allDay && ` · ${t('calendar.allDay')}`}
                  </span>
                ),
              },
            ]}
          />
          <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
            {t('calendar.details.readOnly')}
          </Typography.Paragraph>
        </>
      )}
    </Drawer>
  );
}

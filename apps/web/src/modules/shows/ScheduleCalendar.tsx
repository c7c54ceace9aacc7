import FullCalendar, { type EventChangeInfo, type EventClickInfo, type EventInput } from '@fullcalendar/react';
import interactionPlugin from '@fullcalendar/react/interaction';
import classicTheme from '@fullcalendar/react/themes/classic';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import { useMemo, useRef } from 'react';
import { type ShowEvent, ShowEventMessages } from '@intermission/contracts';
import { notifyError } from '../ui/notify';
import { ScheduleEventContent } from './ScheduleEventContent';
import { calendarClock, toInstant } from './scheduleWeek';
import './schedule.css';

/** A range dragged out on the calendar, or an event's new times: instants (UTC ISO). */
export interface TimeRange {
  Start: string;
  End: string;
}

interface Props {
  /** The venue's IANA zone: the calendar lays the week out and writes its times there. */
  timeZone: string;
  /** The Monday (YYYY-MM-DD) of the week to open on. */
  initialMonday: string;
  events: ShowEvent[];
  /** Shows FullAccess: drag out, move, resize and delete; else the calendar only reads. */
  canEdit: boolean;
  onWeek: (monday: string) => void;
  onSelect: (range: TimeRange) => void;
  /** A move or resize; resolves false when the server refused it (the event goes back). */
  onChange: (event: ShowEvent, range: TimeRange) => Promise<boolean>;
  onOpen: (event: ShowEvent) => void;
  onDelete: (event: ShowEvent) => void;
}

const showEventOf = (e: { extendedProps: Record<string, unknown> }) => e.extendedProps.showEvent as ShowEvent | undefined;

/**
 * The weekly schedule of one theatre (spec document 2 §2, §9) on FullCalendar's time grid: weeks
 * start on Monday, business hours 10 to 23, the 12-hour clock, half-hour steps. Dragging over a
 * range asks for the show; an event moves or resizes unless its manager log was submitted (then it
 * is drawn locked, is not editable, and an attempt to move it says why). FullCalendar 7 lays the
 * week out in the venue's named zone itself (Temporal), so the times read as the venue lives them
 * whatever zone the browser is in.
 */
export function ScheduleCalendar({ timeZone, initialMonday, events, canEdit, onWeek, onSelect, onChange, onOpen, onDelete }: Props) {
  // When a press on a locked event that moved was let go: the click that follows must not open the event.
  const lockedDragAt = useRef(0);
  const inputs = useMemo<EventInput[]>(
    () =>
      events.map((e) => ({
        id: String(e.Id),
        title: e.Show,
        start: e.Start,
        end: e.End,
        editable: canEdit && !e.ManagerLog,
        extendedProps: { showEvent: e },
      })),
    [events, canEdit],
  );

  const handleChange = (info: EventChangeInfo) => {
    const event = showEventOf(info.event);
    if (!event || event.ManagerLog) {
      info.revert();
      notifyError(ShowEventMessages.Locked);
      return;
    }
    void onChange(event, { Start: toInstant(info.event.startStr), End: toInstant(info.event.endStr) }).then((ok) => {
      if (!ok) info.revert();
    });
  };

  const handleClick = (info: EventClickInfo) => {
    const event = showEventOf(info.event);
    if (!event || (info.jsEvent.target as Element | null)?.closest('[data-no-open]') || Date.now() - lockedDragAt.current < 500) return;
    onOpen(event);
  };

  return (
    <div className="show-schedule" data-testid="show-schedule" data-time-zone={timeZone}>
      <FullCalendar
        plugins={[timeGridPlugin, interactionPlugin, classicTheme]}
        initialView="timeGridWeek"
        initialDate={initialMonday}
        timeZone={timeZone}
        firstDay={1}
        headerToolbar={{ start: 'prev,next today', center: 'title', end: '' }}
        allDaySlot={false}
        businessHours={{ daysOfWeek: [0, 1, 2, 3, 4, 5, 6], startTime: '10:00', endTime: '23:00' }}
        scrollTime="10:00:00"
        slotDuration="00:30:00"
        snapDuration="00:30:00"
        slotHeaderFormat={calendarClock}
        eventTimeFormat={calendarClock}
        nowIndicator
        height={800}
        selectable={canEdit}
        selectMirror
        editable={canEdit}
        events={inputs}
        eventClass={(info) => (showEventOf(info.event)?.ManagerLog ? 'show-event-locked' : 'show-event-open')}
        eventContent={(info) => (
          <ScheduleEventContent
            info={info}
            event={showEventOf(info.event)}
            canDelete={canEdit}
            onDelete={onDelete}
            onLockedDrag={(phase) => {
              if (phase === 'move') notifyError(ShowEventMessages.Locked);
              else lockedDragAt.current = Date.now();
            }}
          />
        )}
        datesSet={(info) => onWeek(info.startStr.slice(0, 10))}
        select={(info) => {
          info.view.calendar.unselect();
          onSelect({ Start: toInstant(info.startStr), End: toInstant(info.endStr) });
        }}
        eventDrop={handleChange}
        eventResize={handleChange}
        eventClick={handleClick}
      />
    </div>
  );
}

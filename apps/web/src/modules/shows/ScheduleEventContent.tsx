import type { EventDisplayInfo } from '@fullcalendar/react';
import { ActionIcon, Tooltip } from '@mantine/core';
import { IconLock, IconX } from '@tabler/icons-react';
import type { PointerEvent as ReactPointerEvent } from 'react';
import type { ShowEvent } from '@intermission/contracts';

interface Props {
  info: EventDisplayInfo;
  /** The show event drawn; none for the mirror of a range being dragged out. */
  event: ShowEvent | undefined;
  canDelete: boolean;
  onDelete: (event: ShowEvent) => void;
  /** A locked event was pressed and dragged ('move', once), and let go after that ('end'): the calendar says it is locked, and does not open it. */
  onLockedDrag: (phase: 'move' | 'end') => void;
}

/** How far a press on a locked event moves before it counts as an attempt to move it (px). */
const DragDistance = 6;

/**
 * One event on the schedule: its times and show, a lock when its manager log was submitted, and a
 * delete button on an open one. A locked event is not editable in FullCalendar, which then ignores
 * a drag silently; the press is watched here so the user is told why it does not move.
 */
export function ScheduleEventContent({ info, event, canDelete, onDelete, onLockedDrag }: Props) {
  const locked = !!event?.ManagerLog;

  const handlePointerDown = (down: ReactPointerEvent) => {
    if (!locked || down.button !== 0) return;
    const { clientX, clientY } = down;
    let told = false;
    const move = (m: PointerEvent) => {
      if (told || Math.hypot(m.clientX - clientX, m.clientY - clientY) < DragDistance) return;
      told = true;
      onLockedDrag('move');
    };
    const up = () => {
      document.removeEventListener('pointermove', move);
      document.removeEventListener('pointerup', up);
      if (told) onLockedDrag('end');
    };
    document.addEventListener('pointermove', move);
    document.addEventListener('pointerup', up);
  };

  return (
    <div className="show-event" data-show-event-id={event?.Id} data-locked={locked || undefined} onPointerDown={handlePointerDown}>
      <div className="show-event-time">{info.timeText}</div>
      <div className="show-event-title">
        {locked && <IconLock size={12} aria-label="Locked" className="show-event-lock" />}
        {info.event.title}
      </div>
      {event && canDelete && !locked && !info.isMirror && (
        <Tooltip label="Delete this show event" withinPortal>
          <ActionIcon
            className="show-event-delete"
            data-no-open
            size="xs"
            variant="subtle"
            color="gray"
            aria-label={`Delete ${info.event.title}`}
            onClick={() => onDelete(event)}
          >
            <IconX size={12} />
          </ActionIcon>
        </Tooltip>
      )}
    </div>
  );
}

import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Messages, type ShowEvent, ShowEventMessages, ShowMessages, type TheatreOption } from '@intermission/contracts';
import { ApiError } from '../api/ApiError';
import { notifyError, notifySuccess } from '../ui/notify';
import { isRefusal, showApiError } from '../ui/showApiError';
import {
  showEventKeys,
  useCopyWeekMutation,
  useCreateShowEventMutation,
  useDeleteShowEventMutation,
  useFetchShowEvents,
  useSaveShowEventMutation,
  useShowEvents,
} from './api';
import type { TimeRange } from './ScheduleCalendar';
import { nextWeek, scheduleWeek } from './scheduleWeek';

/** A yes/no question in a Mantine confirm modal. */
function ask(title: string, text: string, confirm: string, danger = false): Promise<boolean> {
  return new Promise((resolve) =>
    modals.openConfirmModal({
      title,
      children: <Text>{text}</Text>,
      labels: { confirm, cancel: 'Cancel' },
      confirmProps: danger ? { color: 'red' } : undefined,
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
    }),
  );
}

/** The show event page of an event (built with the show event screens): its id, times and theatre in the query. */
export function showEventPath(e: Pick<ShowEvent, 'Id' | 'Start' | 'End' | 'TheatreId'>): string {
  return `/show/event?${new URLSearchParams({ id: String(e.Id), start: e.Start, end: e.End, theatreId: String(e.TheatreId) })}`;
}

/** The server's own refusal text when it gave one (a locked event, 'Invalid time ranges!!'), else the screen's failure text. */
const refusal = (err: unknown, fallback: string) => showApiError(err, fallback, { ownMessageOn: isRefusal });

/**
 * The schedule of one theatre over the week holding `day`: its events, and what the calendar does
 * with them (create from a dragged range, move or resize, delete, copy the week to the next).
 */
export function useShowSchedule(theatre: TheatreOption | undefined, day: string) {
  const queryClient = useQueryClient();
  const week = theatre ? scheduleWeek(day, theatre.TimeZone) : null;
  const events = useShowEvents(theatre && week ? { TheatreId: theatre.Id, Start: week.start, End: week.end } : null);
  const fetchEvents = useFetchShowEvents();
  const create = useCreateShowEventMutation();
  const save = useSaveShowEventMutation();
  const remove = useDeleteShowEventMutation();
  const copy = useCopyWeekMutation();
  const [selected, setSelected] = useState<TimeRange | null>(null);
  const reload = () => void queryClient.invalidateQueries({ queryKey: showEventKeys.lists() });

  const handleCreate = async (showId: number, range: TimeRange): Promise<boolean> => {
    if (!theatre) return false;
    try {
      await create.mutateAsync({ ShowId: showId, TheatreId: theatre.Id, ...range, ...noParts, Version: 0 });
      notifySuccess(ShowMessages.EventCreated);
      return true;
    } catch (err) {
      refusal(err, Messages.SaveFailed);
      return false;
    }
  };

  /** A move or resize: the parts stay minutes after Start, so they move with it. */
  const handleChange = async (e: ShowEvent, range: TimeRange): Promise<boolean> => {
    if (e.ManagerLog) {
      notifyError(ShowEventMessages.Locked);
      return false;
    }
    try {
      const { Id, ShowId, TheatreId, PreShowStart, PreShowEnd, IntermissionStart, IntermissionEnd, PostShowStart, PostShowEnd, Version } = e;
      const parts = { PreShowStart, PreShowEnd, IntermissionStart, IntermissionEnd, PostShowStart, PostShowEnd };
      await save.mutateAsync({ Id, ShowId, TheatreId, ...range, ...parts, Version });
      notifySuccess(ShowMessages.EventUpdated);
      return true;
    } catch (err) {
      // Someone else changed it (409): the calendar shows the server's copy again.
      if (err instanceof ApiError && err.status === 409) reload();
      refusal(err, Messages.UpdateFailed);
      return false;
    }
  };

  const handleDelete = async (e: ShowEvent) => {
    if (!(await ask('Delete show event', `Delete ${e.Show} from the schedule? This cannot be undone.`, 'Delete', true))) return;
    try {
      await remove.mutateAsync(e.Id);
      notifySuccess(ShowMessages.EventDeleted);
    } catch (err) {
      showApiError(err, Messages.DeleteFailed, { ownMessageOn: isRefusal, withDetail: true });
    }
  };

  /** Copy week (§5): when the next week already has shows, only after the overwrite confirmation. */
  const handleCopyWeek = async () => {
    if (!theatre || !week) return;
    try {
      const next = nextWeek(week, theatre.TimeZone);
      const existing = await fetchEvents({ TheatreId: theatre.Id, Start: next.start, End: next.end });
      if (existing.length && !(await ask('Copy week', ShowEventMessages.CopyWeekConfirm, 'Over-write'))) return;
      await copy.mutateAsync({ TheatreId: theatre.Id, From: week.start, To: week.end, Overwrite: true });
      notifySuccess(ShowMessages.WeekCopied);
    } catch (err) {
      refusal(err, Messages.SaveFailed);
    }
  };

  return {
    week,
    events: events.data ?? [],
    loading: events.isLoading,
    error: events.error,
    copying: copy.isPending,
    selected,
    select: setSelected,
    handleCreate,
    handleChange,
    handleDelete,
    handleCopyWeek,
  };
}

const noParts = { PreShowStart: null, PreShowEnd: null, IntermissionStart: null, IntermissionEnd: null, PostShowStart: null, PostShowEnd: null };

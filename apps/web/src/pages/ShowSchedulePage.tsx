import { Alert, Button, Group, Text, Title } from '@mantine/core';
import { useSessionStorage } from '@mantine/hooks';
import { useNavigate, useSearchParams } from 'react-router';
import { todayIn } from '@intermission/contracts';
import { useClaim } from '../modules/session/useClaim';
import { useScheduleTheatres } from '../modules/shows/api';
import { ScheduleCalendar } from '../modules/shows/ScheduleCalendar';
import { ShowEventDialog } from '../modules/shows/ShowEventDialog';
import { TheatreSelect } from '../modules/shows/TheatreSelect';
import { showEventPath, useShowSchedule } from '../modules/shows/useShowSchedule';

/**
 * /show/schedule?theatreId&week (spec document 2 §2): a theatre's week of show events, at its venue's
 * time; ?week (a day, YYYY-MM-DD) opens the week holding it, else this week. Without ?theatreId the
 * tab's last theatre opens.
 */
export function ShowSchedulePage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const canEdit = useClaim('Shows', 'FullAccess');
  const theatres = useScheduleTheatres();
  const [lastTheatre, setLastTheatre] = useSessionStorage<number | null>({
    key: 'intermission.state.schedule.theatre',
    defaultValue: null,
    getInitialValueInEffect: false,
  });
  const theatreId = Number(params.get('theatreId')) || lastTheatre;
  const theatre = theatres.data?.find((t) => t.Id === theatreId);
  const day = params.get('week') || (theatre ? todayIn(theatre.TimeZone) : '');
  const schedule = useShowSchedule(theatre, day);

  const go = (id: number | null, week?: string) => {
    setLastTheatre(id);
    setParams(id ? { theatreId: String(id), ...(week ? { week } : {}) } : {}, { replace: !!week });
  };

  return (
    <>
      <Group justify="space-between" mb="md">
        <Title order={2}>Show Schedule</Title>
        {canEdit && theatre && (
          <Button variant="light" onClick={() => void schedule.handleCopyWeek()} loading={schedule.copying}>
            Copy week
          </Button>
        )}
      </Group>
      <Group mb="md" align="flex-end">
        <TheatreSelect theatres={theatres.data ?? []} value={theatre?.Id ?? null} onChange={(id) => go(id)} loading={theatres.isLoading} />
        {theatre && (
          <Text size="sm" c="dimmed" mb={6}>
            {theatre.VenueName}: times at the venue ({theatre.TimeZone})
          </Text>
        )}
      </Group>
      {theatres.error && <Alert color="red">The theatres could not be loaded.</Alert>}
      {!theatre && !theatres.isLoading && <Text c="dimmed">Choose a theatre to see its schedule.</Text>}
      {schedule.error && <Alert color="red">The show events of this week could not be loaded.</Alert>}
      {theatre && schedule.week && (
        <ScheduleCalendar
          key={theatre.Id}
          timeZone={theatre.TimeZone}
          initialMonday={schedule.week.monday}
          events={schedule.events}
          canEdit={canEdit}
          onWeek={(monday) => monday !== schedule.week?.monday && go(theatre.Id, monday)}
          onSelect={schedule.select}
          onChange={schedule.handleChange}
          onOpen={(e) => navigate(showEventPath(e))}
          onDelete={(e) => void schedule.handleDelete(e)}
        />
      )}
      {theatre && (
        <ShowEventDialog range={schedule.selected} timeZone={theatre.TimeZone} onClose={() => schedule.select(null)} onCreate={schedule.handleCreate} />
      )}
    </>
  );
}

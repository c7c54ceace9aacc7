import { Alert, Anchor, Group, Loader, SimpleGrid, Stack, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { Denominations, formatCurrency } from '@intermission/contracts';
import { useCashbox } from '../modules/cashboxes/api';
import { CashboxHistory } from '../modules/cashboxes/CashboxHistory';
import { CashboxOverridesForm } from '../modules/cashboxes/CashboxOverridesForm';
import { DenominationLabels, logTypeLabel } from '../modules/cashboxes/cashboxColumns';
import { useClaim } from '../modules/session/useClaim';
import { fact } from '../modules/ui/Fact';
import { formatDateTime } from '../modules/ui/formatDateTime';

/** /cashboxes/edit?id: one cash box as counted, its overrides (final = original + override) and its history of corrections. */
export function CashboxEditPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const cashbox = useCashbox(id);
  const canEdit = useClaim('CashboxManagement', 'FullAccess');
  if (cashbox.isLoading) return <Loader />;
  if (cashbox.error || !cashbox.data) return <Alert color="red">This cash box could not be loaded.</Alert>;
  const c = cashbox.data;
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={2}>
          Cash Box {c.Id}: {c.Station} ({logTypeLabel(c.LogTypeId)})
        </Title>
        {c.ShowEventId && (
          <Anchor component={Link} to={`/show/event?id=${c.ShowEventId}`}>
            Show event
          </Anchor>
        )}
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {fact('Theatre', c.Theatre)}
        {fact('Sales Location', c.SalesLocation)}
        {fact('Show Event', c.ShowEvent ?? 'Unassigned')}
        {fact('Time', formatDateTime(c.TimestampUtc, c.TimeZone))}
        {fact('Total', formatCurrency(c.Total))}
        {fact('End Count Posted', c.LogTypeId === 2 ? (c.EndOfShiftCount ? 'Yes' : 'No') : '—')}
        {fact('Last changed by', c.UpdatedBy ?? '—')}
      </SimpleGrid>
      <section>
        <Title order={3} mb="sm">
          Cash Count
        </Title>
        <SimpleGrid cols={{ base: 3, sm: 9 }}>
          {Denominations.map((d) => (
            <div key={d.Field}>{fact(DenominationLabels[d.Field], String(c[d.Field]), { named: true })}</div>
          ))}
        </SimpleGrid>
      </section>
      <section>
        <Title order={3} mb="sm">
          Settlements and Tips
        </Title>
        <CashboxOverridesForm key={c.Version} cashbox={c} canEdit={canEdit} />
      </section>
      <section>
        <Title order={3} mb="sm">
          History
        </Title>
        <CashboxHistory cashbox={c} />
      </section>
    </Stack>
  );
}

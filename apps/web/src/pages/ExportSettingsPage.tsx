import { Button, Group, Loader, Select, Stack, Table, TagsInput, TextInput, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { AccountLists, type ExportSettings, ExportSettingsMessages, type ManagedItem } from '@intermission/contracts';
import { get, put } from '../modules/api/apiClient';
import { useClaim } from '../modules/session/useClaim';
import { saveWithConcurrency } from '../modules/ui/saveWithConcurrency';

/** /export-settings/export-settings: what the exports to the accounting service need (docs/administration.md). */
export function ExportSettingsPage() {
  const canEdit = useClaim('AppSettings', 'FullAccess');
  const queryClient = useQueryClient();
  const { data } = useQuery({ queryKey: ['export-settings'], queryFn: () => get<ExportSettings>('export-settings') });
  const accounts = useQuery({
    queryKey: ['managedItems', 'accounts'],
    queryFn: async () => (await Promise.all(AccountLists.map((l) => get<ManagedItem[]>(`managedItems/${l}`)))).flat(),
  });
  const [s, setS] = useState<ExportSettings | undefined>(data);
  useEffect(() => setS(data), [data]);
  if (!s) return <Loader />;

  const mapping = (id: number) => s.AccountMappings.find((m) => m.ManagedItemId === id)?.AccountName ?? '';
  const setMapping = (id: number, name: string) =>
    setS({
      ...s,
      AccountMappings: [...s.AccountMappings.filter((m) => m.ManagedItemId !== id), ...(name.trim() ? [{ ManagedItemId: id, AccountName: name }] : [])],
    });
  const handleSave = () =>
    saveWithConcurrency(
      (v) =>
        put<ExportSettings>('export-settings', {
          ...s,
          AccountMappings: s.AccountMappings.map((m) => ({ ...m, AccountName: m.AccountName.trim() })),
          Version: v ?? s.Version,
        }),
      {
        success: ExportSettingsMessages.Updated,
        failure: ExportSettingsMessages.UpdateFailed,
        onSaved: (saved) => queryClient.setQueryData(['export-settings'], saved),
        onReload: (current) => queryClient.setQueryData(['export-settings'], current),
      },
    );

  return (
    <>
      <Title order={2} mb="md">
        Export Settings
      </Title>
      <Stack maw={640} gap="sm">
        <Group grow>
          <TextInput
            label="Accounting company"
            value={s.CompanyName}
            disabled={!canEdit}
            onChange={(e) => setS({ ...s, CompanyName: e.currentTarget.value })}
            maxLength={200}
          />
          <TextInput
            label="Company id"
            value={s.CompanyId}
            disabled={!canEdit}
            onChange={(e) => setS({ ...s, CompanyId: e.currentTarget.value })}
            maxLength={100}
          />
        </Group>
        <Group grow>
          <Select
            label="Environment"
            data={['Sandbox', 'Production']}
            value={s.Environment}
            disabled={!canEdit}
            allowDeselect={false}
            onChange={(v) => v && setS({ ...s, Environment: v as ExportSettings['Environment'] })}
          />
          <Select
            label="Default export type"
            data={[
              { value: '1', label: 'Transfers' },
              { value: '2', label: 'Transactions' },
              { value: '3', label: 'Bills' },
            ]}
            value={String(s.DefaultExportTypeId)}
            disabled={!canEdit}
            allowDeselect={false}
            onChange={(v) => v && setS({ ...s, DefaultExportTypeId: Number(v) as 1 | 2 | 3 })}
          />
        </Group>
        <TagsInput
          label="E-mail after an export"
          placeholder="Type an address and press Enter"
          value={s.NotificationEmails}
          disabled={!canEdit}
          onChange={(v) => setS({ ...s, NotificationEmails: v })}
        />
        <Title order={4} mt="md">
          Account mappings
        </Title>
        <Table withTableBorder aria-label="Account mappings">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Our account</Table.Th>
              <Table.Th>Account in the accounting service</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(accounts.data ?? []).map((a) => (
              <Table.Tr key={a.Id}>
                <Table.Td>{a.Name}</Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label={`Mapping for ${a.Name}`}
                    value={mapping(a.Id)}
                    disabled={!canEdit}
                    onChange={(e) => setMapping(a.Id, e.currentTarget.value)}
                    maxLength={200}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {canEdit && (
          <Group>
            <Button onClick={handleSave}>Save</Button>
          </Group>
        )}
      </Stack>
    </>
  );
}

import { Alert, Button, Group, MultiSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { KitMessages } from '@intermission/contracts';
import { useKitCategoriesQuery, useSaveKitsMutation } from '../modules/kits/api';
import { useKitSelection } from '../modules/kits/kitSelection';
import { notifySuccess } from '../modules/ui/notify';
import { showApiError } from '../modules/ui/showApiError';

/** /kit/multi: one change applied to the kits selected on the list. */
export function KitMultiPage() {
  const navigate = useNavigate();
  const [selected, setSelected] = useKitSelection();
  const categories = useKitCategoriesQuery().data ?? [];
  const save = useSaveKitsMutation();
  const [price, setPrice] = useState('');
  const [add, setAdd] = useState<string[]>([]);
  const [remove, setRemove] = useState<string[]>([]);
  if (!selected.length) return <Alert>Select kits on the kit list first.</Alert>;
  const options = categories.map((c) => ({ value: String(c.Id), label: c.Name }));
  const handleSave = async () => {
    try {
      const saved = await save.mutateAsync({
        Kits: selected.map(({ Id, Version }) => ({ Id, Version })),
        DefaultPrice: price.trim() || undefined,
        AddCategories: add.map(Number),
        RemoveCategories: remove.map(Number),
      });
      notifySuccess(KitMessages.Saved);
      setSelected(saved.map((k) => ({ Id: k.Id, Name: k.Name, Version: k.Version })));
      navigate('/kit/list');
    } catch (err) {
      showApiError(err);
    }
  };
  return (
    <>
      <Title order={2} mb="md">
        Edit {selected.length} Kits
      </Title>
      <Text mb="md">{selected.map((k) => k.Name).join(', ')}</Text>
      <Stack maw={480}>
        <TextInput label="Default Price (leave empty to keep)" inputMode="decimal" value={price} onChange={(e) => setPrice(e.currentTarget.value)} />
        <MultiSelect label="Add categories" data={options} value={add} onChange={setAdd} />
        <MultiSelect label="Remove categories" data={options} value={remove} onChange={setRemove} />
        <Group>
          <Button onClick={handleSave}>Save</Button>
          <Button variant="default" onClick={() => (setSelected([]), navigate('/kit/list'))}>
            Clear selection
          </Button>
        </Group>
      </Stack>
    </>
  );
}

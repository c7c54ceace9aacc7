import { Alert, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { KitMessages } from '@intermission/contracts';
import { useSaveKitsMutation } from '../modules/kits/api';
import { KitMultiForm } from '../modules/kits/KitMultiForm';
import { useKitSelection } from '../modules/kits/kitSelection';
import { notifySuccess } from '../modules/ui/notify';
import { showApiError } from '../modules/ui/showApiError';

/** /kit/multi: one change applied to the kits selected on the list. */
export function KitMultiPage() {
  const navigate = useNavigate();
  const [selected, setSelected] = useKitSelection();
  const save = useSaveKitsMutation();
  if (!selected.length) return <Alert>Select kits on the kit list first.</Alert>;
  return (
    <>
      <Title order={2} mb="md">
        Edit {selected.length} Kits
      </Title>
      <Text mb="md">{selected.map((k) => k.Name).join(', ')}</Text>
      <KitMultiForm
        kits={selected}
        onSave={async (change, setFieldError) => {
          try {
            const saved = await save.mutateAsync(change);
            notifySuccess(KitMessages.Saved);
            setSelected(saved.map((k) => ({ Id: k.Id, Name: k.Name, Version: k.Version })));
            navigate('/kit/list');
          } catch (err) {
            showApiError(err, undefined, setFieldError);
          }
        }}
        onClear={() => (setSelected([]), navigate('/kit/list'))}
      />
    </>
  );
}

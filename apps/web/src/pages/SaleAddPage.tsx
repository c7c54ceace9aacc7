import { Title } from '@mantine/core';
import { SaleForm } from '../modules/sales/SaleForm';
import { useSaleSave } from '../modules/sales/useSaleSave';
import { useClaim } from '../modules/session/useClaim';

/** /sales/add (Manage Sales, document 2 §2): a manual sale or refund; saving needs VenueManager FullAccess. */
export function SaleAddPage() {
  const canSave = useClaim('VenueManager', 'FullAccess');
  const { save, saving } = useSaleSave();
  return (
    <>
      <Title order={2} mb="md">
        Manage Sales
      </Title>
      <SaleForm canSave={canSave} saving={saving} onSave={save} />
    </>
  );
}

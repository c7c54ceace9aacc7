import { SimpleGrid } from '@mantine/core';
import { formatCurrency, type Good } from '@intermission/contracts';
import { fact } from '../ui/Fact';

/** A good's fields (document 3 §3) as a detail page shows them: the catalogue's good and a venue's good. */
export function GoodFacts({ good }: { good: Good }) {
  return (
    <SimpleGrid cols={3}>
      {fact('Category', good.InventoryCategory.Name)}
      {fact('Type', good.GoodType.Name)}
      {fact('Default Price', formatCurrency(good.DefaultPrice))}
      {fact('Standard Cost', good.StandardCost === null ? 'Not set' : formatCurrency(good.StandardCost))}
      {fact('Revenue Account', good.RevenueAccount.Name)}
      {fact('COGS Account', good.CogsAccount.Name)}
      {fact('Inventory Account', good.InventoryAccount.Name)}
      {fact('Tracked', good.Tracked ? 'Yes' : 'No')}
      {fact('Alcohol', good.Alcohol ? `Yes, ${good.Volume} oz` : 'No')}
      {fact('Taxable', good.Taxable ? 'Yes' : 'No')}
      {fact('Show on IGL', good.ShowOnIgl ? 'Yes' : 'No')}
      {fact('Can be wasted', good.CanBeWasted ? 'Yes' : 'No')}
    </SimpleGrid>
  );
}

import type { Tx } from '@intermission/db';

/**
 * Demo kits of the demo goods and the Default menu (id 2) laid out with them: what a concession
 * stand sells, so the menu grid and, later, sales have something to show. Each kit's goods add up
 * to its default price (Quantity × DefaultPrice).
 */
export async function seedDemoKitsAndMenu(tx: Tx) {
  const goodId = async (Name: string) => (await tx.selectFrom('app.goods').select('Id').where('Name', '=', Name).executeTakeFirstOrThrow()).Id;
  const categoryId = async (Name: string) =>
    (await tx.selectFrom('app.managed_items').select('Id').where('List', '=', 'kitCategories').where('Name', '=', Name).executeTakeFirstOrThrow()).Id;
  const kits: { Name: string; DefaultPrice: string; category: string; goods: [string, string, string][] }[] = [
    {
      Name: 'Small Popcorn',
      DefaultPrice: '6.50',
      category: 'Popcorn',
      goods: [
        ['Popcorn Kernels (lb)', '0.2500', '24.00'],
        ['Popcorn Bag Large', '1.0000', '0.50'],
      ],
    },
    {
      Name: 'Large Popcorn',
      DefaultPrice: '9.00',
      category: 'Popcorn',
      goods: [
        ['Popcorn Kernels (lb)', '0.5000', '15.00'],
        ['Butter Topping (oz)', '2.0000', '0.50'],
        ['Popcorn Bag Large', '1.0000', '0.50'],
      ],
    },
    { Name: 'Water Bottle', DefaultPrice: '3.75', category: 'Drinks', goods: [['Bottled Water', '1.0000', '3.75']] },
    {
      Name: 'Large Cola',
      DefaultPrice: '5.25',
      category: 'Drinks',
      goods: [
        ['Cola Syrup (oz)', '6.0000', '4.80'],
        ['Cup 32 oz', '1.0000', '0.45'],
      ],
    },
    { Name: 'Candy Bar', DefaultPrice: '4.50', category: 'Candy', goods: [['Chocolate Bar', '1.0000', '4.50']] },
    { Name: 'Gummy Bears Bag', DefaultPrice: '4.75', category: 'Candy', goods: [['Gummy Bears', '1.0000', '4.75']] },
    {
      Name: 'Popcorn & Cola Combo',
      DefaultPrice: '12.50',
      category: 'Combos',
      goods: [
        ['Popcorn Kernels (lb)', '0.5000', '13.50'],
        ['Popcorn Bag Large', '1.0000', '0.50'],
        ['Cola Syrup (oz)', '6.0000', '4.80'],
        ['Cup 32 oz', '1.0000', '0.45'],
      ],
    },
  ];
  const categories = ['Popcorn', 'Drinks', 'Candy', 'Combos'];
  const colors: Record<string, string> = { Popcorn: 'F6D365', Drinks: '8EC5FC', Candy: 'F5A3C7', Combos: 'B8E0A8' };
  const perCategory = new Map<string, number>();
  for (const [Rank, Name] of categories.entries()) {
    await tx
      .insertInto('app.menu_categories')
      .values({ MenuId: 2, CategoryId: await categoryId(Name), Rank, Color: colors[Name]! })
      .execute();
  }
  for (const k of kits) {
    const kit = await tx.insertInto('app.kits').values({ Name: k.Name, DefaultPrice: k.DefaultPrice }).returning('Id').executeTakeFirstOrThrow();
    const CategoryId = await categoryId(k.category);
    await tx.insertInto('app.kit_categories').values({ KitId: kit.Id, CategoryId }).execute();
    for (const [good, Quantity, DefaultPrice] of k.goods) {
      await tx
        .insertInto('app.kit_goods')
        .values({ KitId: kit.Id, GoodId: await goodId(good), Quantity, DefaultPrice })
        .execute();
    }
    const menuKit = await tx.insertInto('app.menu_kits').values({ MenuId: 2, KitId: kit.Id, Price: k.DefaultPrice }).returning('Id').executeTakeFirstOrThrow();
    // Side by side in their category's first row; the combo takes two cells.
    const col = perCategory.get(k.category) ?? 0;
    const IsDouble = k.category === 'Combos';
    perCategory.set(k.category, col + (IsDouble ? 2 : 1));
    await tx
      .insertInto('app.menu_kit_associations')
      .values({ MenuKitId: menuKit.Id, CategoryId, GridRow: 0, GridCol: col, IsDouble, Color: colors[k.category]! })
      .execute();
  }
}

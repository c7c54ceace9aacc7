import { Button, Group, TextInput } from '@mantine/core';
import { z } from 'zod';
import { type Menu, MenuMessages, type MenuSave, MenuSaveSchema } from '@intermission/contracts';
import { type OnSave, useZodForm } from '../ui/form/useZodForm';
import { useLeavePrompt } from '../ui/useLeavePrompt';
import { MenuCategoriesEditor } from './MenuCategoriesEditor';
import { MenuKitsEditor } from './MenuKitsEditor';
import { draftOfMenu, menuBody, withoutOrphanItems } from './menuDraft';

type MenuValues = z.input<typeof MenuSaveSchema>;

/**
 * The whole menu as PUT menus takes it, checked by MenuSaveSchema once the grid items of the kits
 * and categories taken off the menu have gone with them (a kit put back before saving keeps its place).
 */
const MenuFormSchema = z.preprocess((m) => withoutOrphanItems(m as MenuValues), MenuSaveSchema) as unknown as z.ZodType<MenuSave, MenuValues>;

/** The parts of a menu its sections edit, one at a time. */
export type MenuPart = 'menu' | 'kits' | 'categories';

interface Props {
  menu: Menu;
  part: MenuPart;
  onSave: OnSave<MenuSave>;
  onCancel: () => void;
}

/** One section of a menu being edited: its name, its kits with their prices, or its categories; Save sends the whole menu. */
export function MenuForm({ menu, part, onSave, onCancel }: Props) {
  const { register, submit, formState, watch, setValue } = useZodForm(MenuFormSchema, menuBody(draftOfMenu(menu)), onSave);
  useLeavePrompt(formState.isDirty, MenuMessages.LeaveUnsaved);
  const change = { shouldDirty: true, shouldValidate: formState.isSubmitted };
  const kitErrors = formState.errors.MenuKits;
  return (
    <form onSubmit={submit} noValidate>
      {part === 'menu' && <TextInput label="Name" data-autofocus {...register('Name')} error={formState.errors.Name?.message} w={360} />}
      {part === 'kits' && (
        <MenuKitsEditor
          kits={watch('MenuKits') ?? []}
          onChange={(kits) => setValue('MenuKits', kits, change)}
          names={new Map(menu.MenuKits.map((k) => [k.KitId, k.Name]))}
          savedKitIds={new Set(menu.MenuKits.map((k) => k.KitId))}
          priceErrors={Array.isArray(kitErrors) ? kitErrors.map((e) => e?.Price?.message) : []}
        />
      )}
      {part === 'categories' && (
        <MenuCategoriesEditor
          categories={watch('MenuCategories') ?? []}
          onChange={(categories) => setValue('MenuCategories', categories, change)}
          names={new Map(menu.MenuCategories.map((c) => [c.CategoryId, c.Name]))}
        />
      )}
      <Group mt="md">
        <Button type="submit" disabled={!formState.isDirty} loading={formState.isSubmitting}>
          Save
        </Button>
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
      </Group>
    </form>
  );
}

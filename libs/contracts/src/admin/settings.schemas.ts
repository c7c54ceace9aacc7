import { z } from 'zod';
import { Int32, Text } from '../common/primitives';

export const SettingSchema = z.object({ Id: z.number().int(), Name: z.string(), Value: z.string(), Version: z.number().int() }).meta({ id: 'Setting' });
export type Setting = z.infer<typeof SettingSchema>;

/** Spec: setting Id 2 is numeric and rounded to 4 decimals. */
export const NumericSettingId = 2;

export const SettingRowSchema = z.object({
  Id: Int32.min(0).default(0),
  Name: Text(200).default(''),
  Value: Text(4000).default(''),
  Version: Int32.min(0).default(0),
});

/** A batch save replaces the whole list: rows with a blank name are dropped first. */
function settingsBatch(numericId?: number) {
  return z
    .array(SettingRowSchema)
    .max(500)
    .transform((rows) => rows.filter((r) => r.Name.trim() !== '').map((r) => ({ ...r, Name: r.Name.trim() })))
    .superRefine((rows, ctx) => {
      rows.forEach((r, i) => {
        if (r.Id === numericId && !/^-?\d+(\.\d+)?$/.test(r.Value.trim()))
          ctx.addIssue({ code: 'custom', path: [i, 'Value'], message: 'Value must be a number' });
      });
      const ids = rows.filter((r) => r.Id > 0).map((r) => r.Id);
      if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', path: [], message: 'Each setting Id may appear once' });
    });
}
export const SettingsBatchSchema = settingsBatch(NumericSettingId);
export const PosSettingsBatchSchema = settingsBatch();
export type SettingsBatch = z.output<typeof SettingsBatchSchema>;

/** The desktop point-of-sale package's version is the last path segment of its configured location. */
export function posPackageVersion(location: string): string {
  const segments = location.split(/[?#]/)[0].split('/').filter(Boolean);
  return segments[segments.length - 1] ?? '';
}
export const PosPackageSettingName = 'POS Package Location';

/** GET settings/posPackage: where the desktop point-of-sale package is, and its version. */
export const PosPackageSchema = z.object({ Location: z.string(), Version: z.string() }).meta({ id: 'PosPackage' });

export const SettingsMessages = {
  Updated: 'Settings Updated Successfully!',
  UpdateFailed: 'Settings Update Failed. Make sure any removed methods are not being used on any customers.',
  PullFailed: 'Failed to pull settings',
  SlerpUpdated: 'SLERP Settings Updated Successfully!',
  SlerpUpdateFailed: 'SLERP Settings Update Failed.',
} as const;

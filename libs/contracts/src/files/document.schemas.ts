import { z } from 'zod';
import { Int32, Text } from '../common/primitives';

/** POST {type}/{id}/documents/_search (document 3 §7): search text, skip and take, default take 12. */
export const DocumentSearchSchema = z.object({
  Query: Text(200).nullish(),
  Skip: Int32.min(0).default(0),
  Take: Int32.min(1).max(10000).default(12),
});
export type DocumentSearch = z.output<typeof DocumentSearchSchema>;

/** A document as the documents calls answer it (the rows of {type}/{id}/documents/_search, newest first). */
export const DocumentSchema = z
  .object({
    Id: z.number().int(),
    Name: z.string(),
    StatusId: z.number().int(),
    ContentType: z.string(),
    Size: z.number().int(),
    Extension: z.string(),
    ThumbnailName: z.string().nullable(),
    CreatedAt: z.string(),
  })
  .meta({ id: 'Document' });
export type DocumentView = z.infer<typeof DocumentSchema>;

/** POST {type}/{id}/documents. */
export const DocumentUploadedSchema = z.object({ Message: z.string(), Document: DocumentSchema }).meta({ id: 'DocumentUploaded' });

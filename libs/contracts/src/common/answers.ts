import { z } from 'zod';

// Answer shapes shared by many calls. Every answer schema is named (`.meta({ id })`), so OpenAPI
// shows it as a component and the web imports its type from here.

/** An entry of a drop-down: an id and its name. */
export const IdNameSchema = z.object({ Id: z.number().int(), Name: z.string() }).meta({ id: 'IdName' });
export type IdName = z.infer<typeof IdNameSchema>;
export const IdNameListSchema = z.array(IdNameSchema);

/** A confirmation text, e.g. `{ Message: "Vendor Archived" }`. */
export const MessageAnswerSchema = z.object({ Message: z.string() }).meta({ id: 'MessageAnswer' });
export type MessageAnswer = z.infer<typeof MessageAnswerSchema>;

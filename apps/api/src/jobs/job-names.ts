import type { MailMessage } from '../mail/mailer.service';

// Queue names are constants; each job's payload type sits beside its name.
export const Queues = { Email: 'email', Exports: 'exports' } as const;
export type QueueName = (typeof Queues)[keyof typeof Queues];

/** An export job: a run (POST exports/export/) or a QBO post of a range's rows not Success (PUT exports/generate). */
export type ExportJobPayload = { kind: 'run'; exportId: number } | { kind: 'generate'; typeId: 1 | 2 | 3; from: string; to: string };

export interface JobPayloads {
  email: MailMessage;
  exports: ExportJobPayload;
}

/** Where a job stands in its retries (the processor marks its work failed for good on the final one). */
export interface JobAttempt {
  attempt: number;
  final: boolean;
}

import type { MailMessage } from '../mail/mailer.service';

// Queue names are constants; each job's payload type sits beside its name.
export const Queues = { Email: 'email' } as const;
export type QueueName = (typeof Queues)[keyof typeof Queues];

export interface JobPayloads {
  email: MailMessage;
}

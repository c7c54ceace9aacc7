import { Injectable } from '@nestjs/common';
import { MailerService } from '../mail/mailer.service';
import type { JobPayloads } from './job-names';

@Injectable()
export class EmailJob {
  constructor(private readonly mailer: MailerService) {}

  run(payload: JobPayloads['email']): Promise<void> {
    return this.mailer.send(payload);
  }
}

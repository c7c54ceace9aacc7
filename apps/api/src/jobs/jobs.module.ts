import { Global, Module } from '@nestjs/common';
import { MailerService } from '../mail/mailer.service';
import { EmailJob } from './email.job';
import { JobQueue } from './job-queue.service';

@Global()
@Module({ providers: [MailerService, EmailJob, JobQueue], exports: [JobQueue, MailerService] })
export class JobsModule {}

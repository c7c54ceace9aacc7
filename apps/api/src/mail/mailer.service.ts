import fs from 'node:fs/promises';
import path from 'node:path';
import { Injectable, Logger } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import type { AppConfig } from '../config/app-config';
import { InjectConfig } from '../config/config.module';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Makes a retried job write the same outbox file instead of a second one. */
  id: string;
}

/** SMTP when SMTP_URL is set; otherwise each message is written to the outbox folder as .eml. */
@Injectable()
export class MailerService {
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter;

  constructor(@InjectConfig() private readonly config: AppConfig) {
    this.transport = config.smtpUrl
      ? nodemailer.createTransport(config.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  async send(message: MailMessage): Promise<void> {
    const info = await this.transport.sendMail({ from: this.config.mailFrom, to: message.to, subject: message.subject, text: message.text });
    if (this.config.smtpUrl) {
      this.logger.log(`Mail "${message.subject}" sent to ${message.to}`);
      return;
    }
    await fs.mkdir(this.config.outboxDir, { recursive: true });
    const file = path.join(this.config.outboxDir, `${message.id}.eml`);
    await fs.writeFile(file, (info as unknown as { message: Buffer }).message);
    this.logger.log(`Mail "${message.subject}" to ${message.to} written to ${file}`);
  }
}

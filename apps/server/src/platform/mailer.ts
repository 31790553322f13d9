import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { DevMail } from '@betogether/contracts/system/system.schemas';
import nodemailer from 'nodemailer';

export type MailMessage = { to: string; subject: string; text: string; html: string };

export type Mailer = {
  send(message: MailMessage): Promise<void>;
  /** The outbox (mail written to disk), newest first; empty when mail goes over SMTP. */
  outbox(limit?: number): Promise<DevMail[]>;
  close(): void;
};

/** Over SMTP when `SMTP_URL` is set; otherwise each message is written to `<dataDir>/mail` as .eml. */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
      async outbox() {
        return [];
      },
      close: () => transport.close(),
    };
  }

  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      const sentAt = new Date();
      const id = `${sentAt.toISOString().replaceAll(':', '-')}-${randomUUID().slice(0, 8)}`;
      await fs.mkdir(options.outboxDir, { recursive: true });
      await fs.writeFile(path.join(options.outboxDir, `${id}.eml`), info.message as Buffer);
      const summary: DevMail = {
        id,
        to: message.to,
        subject: message.subject,
        text: message.text,
        sentAt: sentAt.toISOString(),
      };
      await fs.writeFile(path.join(options.outboxDir, `${id}.json`), JSON.stringify(summary));
    },
    async outbox(limit = 50) {
      const names = await fs.readdir(options.outboxDir).catch(() => [] as string[]);
      const newest = names
        .filter((n) => n.endsWith('.json'))
        .sort()
        .reverse()
        .slice(0, limit);
      return Promise.all(
        newest.map(
          async (n) => JSON.parse(await fs.readFile(path.join(options.outboxDir, n), 'utf8')) as DevMail,
        ),
      );
    },
    close: () => undefined,
  };
}

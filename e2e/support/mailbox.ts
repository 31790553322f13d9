import { devMailListSchema } from '@betogether/contracts/system/system.schemas';
import { type APIRequestContext, expect } from '@playwright/test';

/** The newest mail the app wrote to its outbox for `to` (read through /dev/mail.json), waiting for it. */
export async function latestMail(request: APIRequestContext, to: string, subject: RegExp) {
  let found: { subject: string; text: string } | undefined;
  await expect
    .poll(
      async () => {
        const answer = devMailListSchema.parse(await (await request.get('/dev/mail.json')).json());
        found = answer.items.find((m) => m.to === to && subject.test(m.subject));
        return found !== undefined;
      },
      { timeout: 30_000, message: `mail to ${to} matching ${subject}` },
    )
    .toBe(true);
  if (!found) throw new Error('unreachable');
  return found;
}

export async function codeFor(request: APIRequestContext, to: string, subject = /code/i): Promise<string> {
  const mail = await latestMail(request, to, subject);
  const code = /\b(\d{6})\b/.exec(mail.subject)?.[1];
  if (!code) throw new Error(`no code in ${mail.subject}`);
  return code;
}

export async function linkFor(request: APIRequestContext, to: string, subject: RegExp): Promise<string> {
  const mail = await latestMail(request, to, subject);
  const link = /(http:\/\/\S+\/auth\/confirm_new_password\/\S+)/.exec(mail.text)?.[1];
  if (!link) throw new Error(`no link in ${mail.text}`);
  // The reset token rides in the fragment (#token=…), which the browser keeps to itself.
  const url = new URL(link);
  return `${url.pathname}${url.hash}`;
}

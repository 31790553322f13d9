import { type AddressInfo, createServer as createNetServer } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type CapturedMail = { to: string; subject: string; text: string };

/** A real SMTP server in the test process: the app sends mail to it over the wire. */
export async function startMailbox() {
  const received: CapturedMail[] = [];
  const waiters: Array<{ match: (m: CapturedMail) => boolean; resolve: (m: CapturedMail) => void }> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const to = Array.isArray(parsed.to)
            ? parsed.to.map((a) => a.text).join(',')
            : (parsed.to?.text ?? '');
          const mail = { to, subject: parsed.subject ?? '', text: parsed.text ?? '' };
          received.push(mail);
          for (const waiter of [...waiters]) {
            if (waiter.match(mail)) {
              waiters.splice(waiters.indexOf(waiter), 1);
              waiter.resolve(mail);
            }
          }
          callback();
        })
        .catch(callback);
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The next mail to `to` (and matching `subject`), already received or yet to come. */
    waitFor(to: string, subject?: RegExp, timeoutMs = 5000): Promise<CapturedMail> {
      const match = (m: CapturedMail) => m.to.includes(to) && (!subject || subject.test(m.subject));
      const index = received.findIndex(match);
      if (index >= 0) return Promise.resolve(received.splice(index, 1)[0] as CapturedMail);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no mail to ${to} within ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiters.push({
          match,
          resolve: (m) => {
            clearTimeout(timer);
            received.splice(received.indexOf(m), 1);
            resolve(m);
          },
        });
      });
    },
    clear() {
      received.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function freePort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export type Mailbox = Awaited<ReturnType<typeof startMailbox>>;

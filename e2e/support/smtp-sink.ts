import { SMTPServer } from 'smtp-server';

// A real SMTP server on the address of SMTP_URL, keeping what it receives: the outside mail
// service of the browser tests.

export interface ReceivedMail {
  to: string[];
  raw: string;
}

export function startSmtpSink(url: string): Promise<{ received: ReceivedMail[]; close(): Promise<void> }> {
  const { hostname, port } = new URL(url);
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(Number(port), hostname, () => resolve({ received, close: () => new Promise((r) => server.close(() => r())) }));
  });
}

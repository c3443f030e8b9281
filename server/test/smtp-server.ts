import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string | undefined;
  to: string[];
  /** The raw RFC 5322 message as received. */
  raw: string;
  header(name: string): string | undefined;
  /** The body after the blank line (plain 7-bit text in our tests). */
  body: string;
}

export interface LocalSmtpServer {
  url: string;
  received: ReceivedMail[];
  /** While set, every recipient is refused with this SMTP 550 reason. */
  rejectWith: string | undefined;
  /** While above zero, each recipient is refused with a temporary 451 (and the count goes down). */
  deferNext: number;
  close(): Promise<void>;
}

function parse(raw: string, from: string | undefined, to: string[]): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  return {
    from,
    to,
    raw,
    body,
    header(name) {
      const line = head.split('\r\n').find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
      return line?.slice(name.length + 1).trim();
    },
  };
}

/** A real SMTP server on a free local port, keeping what it receives (the fake outside service). */
export async function startSmtpServer(): Promise<LocalSmtpServer> {
  const state: LocalSmtpServer = { url: '', received: [], rejectWith: undefined, deferNext: 0, close: async () => undefined };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // No reverse DNS lookup of each client: nothing to look up on the loopback, and it costs ~100 ms a connection.
    disableReverseLookup: true,
    onRcptTo(_address, _session, callback) {
      if (state.rejectWith) {
        const error = Object.assign(new Error(state.rejectWith), { responseCode: 550 });
        return callback(error);
      }
      if (state.deferNext > 0) {
        state.deferNext--;
        return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined;
        state.received.push(
          parse(
            Buffer.concat(chunks).toString('utf8'),
            from,
            session.envelope.rcptTo.map((r) => r.address),
          ),
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('SMTP server did not get a port');
  state.url = `smtp://127.0.0.1:${address.port}`;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}

// A real SMTP server on loopback for the tests (smtp-server): it receives what the product sends,
// decodes each message (headers, the plain-text and HTML parts) and keeps every delivery, so a
// test reads the e-mail a buyer would read and follows its link. It can also refuse every message
// or accept connections and never answer (a server that times out).
import { createServer, type Server, type Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  messageId: string;
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  raw: string;
}

export interface TestMailServer {
  url: string;
  port: number;
  /** every delivery, in order (a message delivered twice is here twice) */
  deliveries: ReceivedMail[];
  /** one entry per Message-ID: what a mail client that recognises duplicates shows */
  distinct(): ReceivedMail[];
  /** the messages to one address, newest last */
  to(address: string): ReceivedMail[];
  /** waits until `find` returns something (polling what arrived), or fails after `timeoutMs` */
  waitFor<T>(find: (server: TestMailServer) => T | undefined | null | false, timeoutMs?: number): Promise<T>;
  /** SMTP connections that have ended (a client that got its answer says QUIT and closes) */
  closedConnections: number;
  /** runs before a received message is answered with 250: a test may hold the answer back */
  beforeAccept?: (mail: ReceivedMail) => Promise<void> | void;
  close(): Promise<void>;
}

export type MailServerMode = 'accept' | 'refuse' | 'silent';

export async function startTestMailServer(options: { mode?: MailServerMode; port?: number } = {}): Promise<TestMailServer> {
  const mode = options.mode ?? 'accept';
  const deliveries: ReceivedMail[] = [];
  let closeServer: () => Promise<void>;
  let port: number;
  const api: TestMailServer = {
    url: '',
    port: 0,
    closedConnections: 0,
    deliveries,
    distinct() {
      const seen = new Map<string, ReceivedMail>();
      for (const mail of deliveries) if (!seen.has(mail.messageId)) seen.set(mail.messageId, mail);
      return [...seen.values()];
    },
    to(address) {
      return deliveries.filter((m) => m.to.includes(address.toLowerCase()));
    },
    async waitFor(find, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = find(api);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`No such e-mail arrived in ${timeoutMs} ms; received:\n${describe(deliveries)}`);
        await new Promise((done) => setTimeout(done, 50));
      }
    },
    close: () => closeServer(),
  };
  if (mode === 'silent') {
    // accepts the connection and never sends the greeting
    const sockets = new Set<Socket>();
    const server: Server = createServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    });
    await new Promise<void>((done) => server.listen(options.port ?? 0, '127.0.0.1', done));
    port = (server.address() as { port: number }).port;
    closeServer = () =>
      new Promise((done) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => done());
      });
  } else {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onClose() {
        api.closedConnections++;
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          if (mode === 'refuse') {
            const error = new Error('Mailbox unavailable: refused by the test server') as Error & { responseCode: number };
            error.responseCode = 550;
            callback(error);
            return;
          }
          const raw = Buffer.concat(chunks).toString('utf8');
          const mail = parseMail(
            raw,
            session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          );
          deliveries.push(mail);
          Promise.resolve(api.beforeAccept?.(mail)).then(
            () => callback(),
            () => callback(),
          );
        });
      },
    });
    await new Promise<void>((done) => server.listen(options.port ?? 0, '127.0.0.1', () => done()));
    port = (server.server.address() as { port: number }).port;
    closeServer = () => new Promise((done) => server.close(() => done()));
  }
  api.port = port;
  api.url = `smtp://127.0.0.1:${port}`;
  return api;
}

function describe(mails: ReceivedMail[]): string {
  return mails.map((m) => `  ${m.to.join(', ')}: ${m.subject}`).join('\n') || '  nothing';
}

// --- a small MIME reader: what nodemailer writes (multipart/alternative, quoted-printable or base64) ---

function splitHead(part: string): { headers: Map<string, string>; body: string } {
  const at = part.search(/\r?\n\r?\n/);
  const head = at === -1 ? part : part.slice(0, at);
  const body = at === -1 ? '' : part.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(body: string, encoding: string | undefined): string {
  const e = (encoding ?? '7bit').toLowerCase();
  if (e === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (e === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => `%${hex}`);
    try {
      return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
    } catch {
      return bytes;
    }
  }
  return body;
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=) in a header. */
function decodeWords(value: string): string {
  return value.replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=\s*/gi, (_m, _charset, kind: string, text: string) =>
    kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeBody(text.replace(/_/g, ' '), 'quoted-printable'),
  );
}

function collectParts(part: string, found: { text: string; html: string }) {
  const { headers, body } = splitHead(part);
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    for (const piece of body.split(`--${boundary}`).slice(1)) {
      if (piece.startsWith('--')) break;
      collectParts(piece.replace(/^\r?\n/, ''), found);
    }
    return;
  }
  const decoded = decodeBody(body, headers.get('content-transfer-encoding'));
  if (/^text\/html/i.test(type)) found.html ||= decoded;
  else if (/^text\/plain/i.test(type)) found.text ||= decoded;
}

export function parseMail(raw: string, to: string[]): ReceivedMail {
  const { headers } = splitHead(raw);
  const found = { text: '', html: '' };
  collectParts(raw, found);
  return {
    messageId: headers.get('message-id') ?? '',
    to,
    from: decodeWords(headers.get('from') ?? ''),
    subject: decodeWords(headers.get('subject') ?? ''),
    text: found.text.replace(/\r\n/g, '\n'),
    html: found.html,
    raw,
  };
}

/** The first link in a message's text that starts with `prefix`. */
export function linkIn(mail: ReceivedMail, prefix: string): string {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}[^\\s]*`).exec(mail.text);
  if (!match) throw new Error(`No link starting with ${prefix} in:\n${mail.text}`);
  return match[0];
}

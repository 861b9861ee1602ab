// How a message leaves the process: SMTP through nodemailer (SMTP_URL), or, for local development
// only and only without SMTP (MAIL_LOG=true), the server log.
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
}

export interface MailTransport {
  /** 'smtp' marks a delivered message sent; 'log' marks it logged */
  kind: 'smtp' | 'log';
  /** resolves when the receiving server accepted the message; rejects with its reason otherwise */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * SMTP with every wait bounded by `timeoutMs` (connecting, the greeting, each reply), so one
 * delivery ends well within the job's lease and a silent server becomes a retry, not a hang.
 */
export function smtpTransport(url: string, timeoutMs: number): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    dnsTimeout: timeoutMs,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  return {
    kind: 'smtp',
    async send(mail) {
      await transporter.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: mail.messageId,
      });
    },
    close: () => transporter.close(),
  };
}

/** Writes the whole message, links included, to the log: development only (MAIL_LOG=true). */
export function logTransport(print: (line: string) => void = console.log): MailTransport {
  return {
    kind: 'log',
    async send(mail) {
      print(`[mail] ${mail.messageId} to ${mail.to}: ${mail.subject}\n${mail.text}`);
    },
    close: () => undefined,
  };
}

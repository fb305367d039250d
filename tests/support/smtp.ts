/**
 * A real SMTP server on 127.0.0.1 (the smtp-server package) that keeps what it receives, with a
 * minimal MIME reader for the tests: headers as sent, and the text and HTML parts decoded.
 */
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export const SMTP_USER = "site";
export const SMTP_PASS = "s3cret pass";

export interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  /** Header fields in order, unfolded: [name in lower case, value]. */
  headers: [string, string][];
  header(name: string): string | undefined;
  text: string;
  html: string;
  /** The attached files, decoded. */
  attachments: { filename: string; contentType: string; content: string }[];
}

/**
 * What the server answers to the DATA of the n-th message (1-based) to those recipients: undefined
 * accepts it, a number refuses it with that SMTP reply code.
 */
export type DataReply = (attempt: number, to: string[]) => number | undefined;

export interface SmtpOptions {
  port?: number;
  reply?: DataReply;
  /**
   * Runs once a message has arrived whole (it is already in `received`) and before the server
   * answers its DATA: the answer waits for the promise.
   */
  beforeReply?: (attempt: number, to: string[]) => Promise<void>;
}

export async function startSmtp(options: SmtpOptions = {}) {
  const received: ReceivedMail[] = [];
  let attempts = 0;
  const server = new SMTPServer({
    // Plain SMTP on loopback: no certificate to trust in the tests.
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASS) {
        callback(null, { user: auth.username });
      } else {
        callback(Object.assign(new Error("Invalid username or password"), { responseCode: 535 }));
      }
    },
    onRcptTo(address, _session, callback) {
      if (address.address.endsWith("@refused.example")) {
        callback(Object.assign(new Error("No such user here"), { responseCode: 550 }));
      } else {
        callback();
      }
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", async () => {
        const attempt = ++attempts;
        const refusal = options.reply?.(
          attempt,
          session.envelope.rcptTo.map((rcpt) => rcpt.address),
        );
        if (refusal !== undefined) {
          callback(Object.assign(new Error("Try again later"), { responseCode: refusal }));
          return;
        }
        const { envelope } = session;
        received.push(
          readMail(
            Buffer.concat(chunks).toString("latin1"),
            envelope.mailFrom ? envelope.mailFrom.address : "",
            envelope.rcptTo.map((rcpt) => rcpt.address),
          ),
        );
        await options.beforeReply?.(
          attempt,
          envelope.rcptTo.map((rcpt) => rcpt.address),
        );
        callback();
      });
    },
  });
  // A client that dies mid-session (crash.test.ts kills the site's server under load) resets its
  // connection; smtp-server reports that as an 'error' event, which unheard would be thrown.
  server.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "ECONNRESET") throw error;
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    url: `smtp://${SMTP_USER}:${encodeURIComponent(SMTP_PASS)}@127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function unfoldHeaders(block: string): [string, string][] {
  const fields: [string, string][] = [];
  for (const line of block.split("\r\n")) {
    const last = fields.at(-1);
    if (/^[ \t]/.test(line) && last) {
      last[1] = `${last[1]} ${line.trim()}`.trim();
    } else {
      const colon = line.indexOf(":");
      fields.push([line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()]);
    }
  }
  return fields;
}

function decodePart(body: string, encoding: string | undefined): string {
  const bytes =
    encoding === "base64"
      ? Buffer.from(body, "base64")
      : encoding === "quoted-printable"
        ? Buffer.from(
            body
              .replace(/=\r\n/g, "")
              .replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
                String.fromCharCode(Number.parseInt(hex, 16)),
              ),
            "latin1",
          )
        : Buffer.from(body, "latin1");
  // Line ends as a mail client shows them (SMTP sends CRLF).
  return bytes.toString("utf8").replace(/\r\n/g, "\n");
}

/**
 * The parts of a multipart body, nested ones (an attachment beside the text and HTML) included:
 * the text parts by type, the attachments in order.
 */
function readParts(contentType: string, body: string, mail: Pick<ReceivedMail, "attachments">) {
  const parts: Record<string, string> = {};
  const boundary = /boundary="?([^";]+)"?/.exec(contentType)?.[1];
  for (const part of boundary ? body.split(`--${boundary}`) : []) {
    const end = part.indexOf("\r\n\r\n");
    if (end === -1) continue;
    const partHeaders = unfoldHeaders(part.slice(0, end).replace(/^\r\n/, ""));
    const partHeader = (name: string) => partHeaders.find(([key]) => key === name)?.[1];
    const type = partHeader("content-type") ?? "";
    const content = part.slice(end + 4).replace(/\r\n$/, "");
    const filename = /filename="?([^";]+)"?/.exec(partHeader("content-disposition") ?? "")?.[1];
    if (type.startsWith("multipart/")) {
      Object.assign(parts, readParts(type, content, mail));
    } else if (filename) {
      const decoded = decodePart(content, partHeader("content-transfer-encoding"));
      mail.attachments.push({ filename, contentType: type, content: decoded });
    } else if (type) {
      parts[type.split(";")[0] ?? ""] = decodePart(
        content,
        partHeader("content-transfer-encoding"),
      );
    }
  }
  return parts;
}

function readMail(raw: string, envelopeFrom: string, envelopeTo: string[]): ReceivedMail {
  const split = raw.indexOf("\r\n\r\n");
  const headers = unfoldHeaders(raw.slice(0, split));
  const header = (name: string) => headers.find(([key]) => key === name)?.[1];
  const attachments: ReceivedMail["attachments"] = [];
  const parts = readParts(header("content-type") ?? "", raw.slice(split + 4), { attachments });
  return {
    envelopeFrom,
    envelopeTo,
    headers,
    header,
    text: parts["text/plain"] ?? "",
    html: parts["text/html"] ?? "",
    attachments,
  };
}

/**
 * A header as a lenient mail client shows it: every RFC 2047 encoded-word decoded, inside a quoted
 * string too, and the space between two adjacent ones dropped.
 */
export function decodeWords(value: string): string {
  return value
    .replace(/(=\?[^?\s]+\?[BQ]\?[^?\s]*\?=)\s+(?==\?[^?\s]+\?[BQ]\?)/gi, "$1")
    .replace(
      /=\?([^?*\s]+)[^?\s]*\?([BQ])\?([^?\s]*)\?=/gi,
      (_, charset: string, encoding: string, text: string) => {
        const bytes =
          encoding.toUpperCase() === "B"
            ? Buffer.from(text, "base64")
            : Buffer.from(
                text
                  .replaceAll("_", " ")
                  .replace(/=([0-9A-F]{2})/gi, (_, hex: string) =>
                    String.fromCharCode(Number.parseInt(hex, 16)),
                  ),
                "latin1",
              );
        return new TextDecoder(charset).decode(bytes);
      },
    );
}

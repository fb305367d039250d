/**
 * `npm run mail:test`: sends a test email with the server's current SMTP settings and says in
 * words what went wrong: DNS, connection, TLS, authentication or a rejected recipient.
 */
import { type EmailConfig, readConfig, redactPassword } from "./config";
import { describeSmtpError, smtpTransport } from "./email";
import type { Output } from "./leads-report";

const TLS_TROUBLE = /certificate|self[- ]signed|ssl|tls|wrong version number|handshake/i;

/** A sentence for the owner or the operator, naming the setting to look at. */
export function explainSmtpError(error: unknown, config: EmailConfig): string {
  const { hostname, port } = new URL(config.smtpUrl);
  const server = `${hostname}:${port || (config.smtpUrl.startsWith("smtps:") ? 465 : 587)}`;
  const { code } = (error ?? {}) as { code?: unknown };
  const detail = describeSmtpError(error);
  const message = error instanceof Error ? error.message : String(error);
  if (code === "EDNS" || /ENOTFOUND|EAI_AGAIN/.test(message)) {
    return `DNS: the SMTP host "${hostname}" could not be found (${detail}). Check the host name in SMTP_URL.`;
  }
  if (code === "ETLS" || TLS_TROUBLE.test(message)) {
    return `TLS: the secure connection to ${server} failed (${detail}). smtps:// is for port 465; for port 587 use smtp://, which upgrades with STARTTLS.`;
  }
  if (code === "EAUTH" || code === "ENOAUTH") {
    return `Authentication: the SMTP server refused the user name or password in SMTP_URL (${detail}).`;
  }
  if (code === "EENVELOPE") {
    return `Rejected recipient: the SMTP server refused the envelope (${detail}). Check LEAD_NOTIFY_TO and LEAD_NOTIFY_FROM.`;
  }
  if (code === "ECONNECTION" || code === "ESOCKET" || code === "ETIMEDOUT") {
    return `Connection: could not talk to ${server} (${detail}). Check the host and port in SMTP_URL, and that this machine may connect to them.`;
  }
  return `SMTP error: ${detail}`;
}

/** The `npm run mail:test` command; resolves to the exit code. */
export async function runMailTest(
  env: Record<string, string | undefined>,
  io: Output,
): Promise<number> {
  let config: EmailConfig | undefined;
  try {
    config = readConfig(env).email;
  } catch (error) {
    io.err(`Configuration: ${(error as Error).message}\n`);
    return 2;
  }
  if (!config) {
    io.err("SMTP_URL is not set, so the server does not email leads (see the README).\n");
    return 2;
  }
  io.out(
    `Sending a test email through ${redactPassword(config.smtpUrl)} to ${config.to.join(", ")}\n`,
  );
  const transport = smtpTransport(config);
  try {
    const info = await transport.sendMail({
      from: config.from,
      to: config.to,
      envelope: { from: config.from, to: config.to },
      subject: "Test: lead notifications from the website",
      text: "This is a test from `npm run mail:test`. New leads will arrive like this, from this sender.\n",
    });
    if (info.rejected.length > 0) {
      io.err(
        `Rejected recipient: the SMTP server refused ${info.rejected.join(", ")}. Check LEAD_NOTIFY_TO.\n`,
      );
      return 1;
    }
    io.out(
      `Sent: the SMTP server accepted it for ${info.accepted.join(", ")}. Look in that inbox (and its spam folder).\n`,
    );
    return 0;
  } catch (error) {
    io.err(`${explainSmtpError(error, config)}\n`);
    return 1;
  } finally {
    transport.close();
  }
}

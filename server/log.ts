/**
 * Text that reaches a terminal or the server's log: every control character shown escaped, so
 * text from a request (an email typed at sign-in, a remote server's reply, a stored lead) can
 * neither write a line of its own into the log nor send escape sequences to a terminal.
 */
import { BIDI_CONTROLS } from "../src/features/contact/schema";

/**
 * What must never reach a terminal as is: C0 controls, DEL, C1 controls (ESC and CSI start
 * terminal escape sequences; NUL truncates text in many tools) and the bidirectional formatting
 * characters, which make text display in another order than it is stored. Leads stored before
 * the form stripped them, or written to the database by other means, may hold any.
 */
const UNSAFE = new RegExp(`[\\u0000-\\u001F\\u007F-\\u009F${BIDI_CONTROLS}]`, "g");

const escapes: Record<string, string> = { "\t": "\\t", "\n": "\\n", "\r": "\\r" };

/** Every unsafe character shown as a visible escape: \n, \t, \r, \x1B, \u202E. */
export function escapeControls(text: string): string {
  return text.replace(UNSAFE, (char) => {
    const code = char.codePointAt(0) ?? 0;
    return (
      escapes[char] ??
      (code <= 0xff
        ? `\\x${code.toString(16).toUpperCase().padStart(2, "0")}`
        : `\\u${code.toString(16).toUpperCase().padStart(4, "0")}`)
    );
  });
}

export type Log = (message: string) => void;

/** `write` (a console method, or a test's), given each message with its control characters escaped. */
export const oneLine =
  (write: Log): Log =>
  (message) =>
    write(escapeControls(message));

/** console.log, console.warn and console.error, one line per message. */
export const logInfo: Log = (message) => console.log(escapeControls(message));
export const logWarning: Log = (message) => console.warn(escapeControls(message));
export const logError: Log = (message) => console.error(escapeControls(message));

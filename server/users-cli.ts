/** `npm run users -- add|password|remove|list|log` (see server/users.ts). */
import { createInterface } from "node:readline";
import { Writable } from "node:stream";
import { runUsersCli } from "./users";

/** One line typed on the terminal, not echoed. */
function askHidden(prompt: string): Promise<string> {
  process.stderr.write(prompt);
  const silent = new Writable({ write: (_chunk, _encoding, done) => done() });
  const line = createInterface({ input: process.stdin, output: silent, terminal: true });
  return new Promise((resolve) => {
    line.once("line", (answer) => {
      line.close();
      process.stderr.write("\n");
      resolve(answer);
    });
    line.once("SIGINT", () => {
      process.stderr.write("\n");
      process.exit(130);
    });
  });
}

/** The first line of standard input (a pipe or a file). */
async function firstLine(): Promise<string> {
  const lines = createInterface({ input: process.stdin, terminal: false });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return "";
}

async function readNewPassword(): Promise<string | null> {
  if (!process.stdin.isTTY) return firstLine();
  const first = await askHidden("New password (at least 12 characters): ");
  const second = await askHidden("The same password again: ");
  return first === second ? first : null;
}

process.exitCode = await runUsersCli(process.argv.slice(2), process.env, {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  readNewPassword,
});

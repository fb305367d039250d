/** `npm run mail:test`: sends a test email with the SMTP settings in the environment. */
import { runMailTest } from "./mail-test";

process.exitCode = await runMailTest(process.env, {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
});

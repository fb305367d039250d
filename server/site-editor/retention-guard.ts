/**
 * The retention periods are what the server deletes leads, spam and the access log by, so only an
 * account that may see the leads may shorten one (docs/server.md): a save of the company facts
 * that lowers a period, by any other account, is refused naming the field. Lengthening one, or
 * any other change to the file, is anyone's with the site permission; the floors themselves are
 * the schema's (src/collections/facts/retention.ts).
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { RETENTION_PERIODS, type RetentionPeriod } from "../../src/collections/facts/retention";

export const SITE_FACTS_FILE = "src/content/site.json";

const periodsOf = (text: string | null): Partial<Record<RetentionPeriod, unknown>> => {
  try {
    return (JSON.parse(text ?? "") as { legal?: Record<RetentionPeriod, unknown> }).legal ?? {};
  } catch {
    return {};
  }
};

/** Why this account may not save `next` as the company facts, or null when it may. */
export async function retentionProblem(
  sourceDir: string,
  next: string,
  mayShorten: boolean,
): Promise<string | null> {
  if (mayShorten) return null;
  const before = periodsOf(
    await readFile(join(sourceDir, SITE_FACTS_FILE), "utf8").catch(() => null),
  );
  const after = periodsOf(next);
  for (const period of Object.keys(RETENTION_PERIODS) as RetentionPeriod[]) {
    const [was, now] = [before[period], after[period]];
    if (typeof was === "number" && typeof now === "number" && now < was) {
      const { label } = RETENTION_PERIODS[period];
      return `only an account that may see the leads can shorten "${label}" (from ${was} to ${now})`;
    }
  }
  return null;
}

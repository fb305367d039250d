/**
 * The case studies' results as the editor offers them where a page quotes one: each by its case
 * study and its words ("Manufacturing Automation: 40% Shorter lead time…"), stored as
 * "<case study>/<result id>". Read from the saved case studies, so a result added a moment ago is
 * offered at once.
 */
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";

export interface Choice {
  value: string;
  label: string;
}

const FOLDER = "src/content/case-studies";
const shortened = (text: string, length = 70) =>
  text.length <= length ? text : `${text.slice(0, length).replace(/\s+\S*$/, "")}…`;

export async function resultChoices(sourceDir: string): Promise<Choice[]> {
  const files = (await readdir(join(sourceDir, FOLDER)).catch(() => [])).filter((name) =>
    name.endsWith(".json"),
  );
  const choices: Choice[] = [];
  for (const file of files.sort()) {
    try {
      const study = JSON.parse(await readFile(join(sourceDir, FOLDER, file), "utf8"));
      for (const { id, metric, description } of study.results?.items ?? []) {
        choices.push({
          value: `${file.slice(0, -".json".length)}/${id}`,
          label: `${study.title}: ${metric} ${shortened(String(description))}`,
        });
      }
    } catch {
      // A case study saved half-written offers nothing until it is whole.
    }
  }
  return choices;
}

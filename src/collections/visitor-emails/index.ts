/**
 * The visitor emails' words (src/content/visitor-emails.json, ./schema.ts), checked, with the facts'
 * tokens filled in. Read by our server only; a bad file stops the build
 * (src/collections/facts/index.ts), so a publish cannot put one live.
 */
import emailsFile from "~/content/visitor-emails.json" with { type: "json" };
import { checkData } from "../schema-rules";
import { visitorEmailsSchema } from "./schema";

export const visitorEmails = checkData(
  "src/content/visitor-emails.json",
  visitorEmailsSchema,
  emailsFile,
);

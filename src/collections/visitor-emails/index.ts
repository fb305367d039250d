/**
 * The visitor emails' words, checked, with the facts filled in: read by our server only; a bad file
 * stops the build (../facts), so a publish cannot put one live.
 */
import emailsFile from "~/content/visitor-emails.json" with { type: "json" };
import { checkData } from "../schema-rules";
import { visitorEmailsSchema } from "./schema";

export const visitorEmails = checkData(
  "src/content/visitor-emails.json",
  visitorEmailsSchema,
  emailsFile,
);

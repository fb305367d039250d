import * as v from "valibot";

/**
 * The contact request and its rules (spec sections 3 and 5). The browser and the server both
 * validate with this one schema, so a rule or a message lives only here.
 */
export const contactFields = [
  "firstName",
  "lastName",
  "company",
  "phone",
  "email",
  "description",
] as const;
export type ContactField = (typeof contactFields)[number];
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const messages = {
  firstName: "First name is required",
  lastName: "Last name is required",
  company: "Company name is required",
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  phone: "Please enter a valid phone number",
} as const;

/** Spaces, hyphens and parentheses are removed, then: optional +, a digit 1-9, up to 15 more digits. */
const PHONE_PATTERN = /^\+?[1-9]\d{0,15}$/;
export const isValidPhone = (phone: string) => PHONE_PATTERN.test(phone.replace(/[\s\-()]/g, ""));

/** "{something}@{something}.{something}" with no spaces: what a visitor's typo check needs. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const required = (message: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(message));

export const contactSchema = v.object({
  firstName: required(messages.firstName),
  lastName: required(messages.lastName),
  company: required(messages.company),
  email: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(messages.emailRequired),
    v.regex(EMAIL_PATTERN, messages.emailInvalid),
  ),
  phone: v.pipe(
    v.string(),
    v.trim(),
    v.check((phone) => phone === "" || isValidPhone(phone), messages.phone),
  ),
  description: v.pipe(v.string(), v.trim()),
});

export type ContactRequest = v.InferOutput<typeof contactSchema>;

export type ValidationResult =
  | { ok: true; data: ContactRequest }
  | { ok: false; errors: ContactErrors };

/** Validates raw values (missing fields count as empty); the first failing rule per field wins. */
export function validateContact(raw: Partial<Record<string, unknown>>): ValidationResult {
  const input = Object.fromEntries(
    contactFields.map((field) => [field, typeof raw[field] === "string" ? raw[field] : ""]),
  );
  const result = v.safeParse(contactSchema, input, { abortPipeEarly: true });
  if (result.success) return { ok: true, data: result.output };
  const errors: ContactErrors = {};
  for (const issue of result.issues) {
    const field = v.getDotPath(issue) as ContactField | null;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

export const emailSubject = (company: string) => `New Automation Consultation Request - ${company}`;

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
  "event",
  "package",
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

/**
 * Longest accepted value per field, in characters (Unicode code points) after cleaning and
 * trimming. Not in the spec: they keep a request to what a person types (254 is the longest
 * address SMTP delivers) and every stored row small.
 */
export const maxLengths = {
  firstName: 100,
  lastName: 100,
  company: 200,
  email: 254,
  phone: 40,
  description: 5000,
  event: 200,
  package: 200,
} as const satisfies Record<ContactField, number>;

const formatCount = (count: number) => count.toLocaleString("en-US");
export const tooLongMessages = {
  firstName: `First name must be ${formatCount(maxLengths.firstName)} characters or fewer`,
  lastName: `Last name must be ${formatCount(maxLengths.lastName)} characters or fewer`,
  company: `Company name must be ${formatCount(maxLengths.company)} characters or fewer`,
  email: `Email must be ${formatCount(maxLengths.email)} characters or fewer`,
  phone: `Phone number must be ${formatCount(maxLengths.phone)} characters or fewer`,
  description: `Description must be ${formatCount(maxLengths.description)} characters or fewer`,
  event: `Event must be ${formatCount(maxLengths.event)} characters or fewer`,
  package: `Package must be ${formatCount(maxLengths.package)} characters or fewer`,
} as const satisfies Record<ContactField, string>;

/**
 * Bidirectional formatting characters (embeddings, overrides, isolates and the invisible marks):
 * they make text display in another order than it is stored, so a name could read differently in
 * the owner's inbox, spreadsheet or terminal than what was sent.
 */
export const BIDI_CONTROLS = "\\u061C\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u2069";
/** Line breaks and tabs of every kind, including NEL and the Unicode line/paragraph separators. */
const SINGLE_LINE_BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]+/g;
/** C0 controls, DEL, C1 controls and the bidi controls. */
const CONTROLS = new RegExp(`[\\u0000-\\u001F\\u007F-\\u009F${BIDI_CONTROLS}]`, "g");
/** The same, but keeping tab (U+0009) and line feed (U+000A). */
const CONTROLS_BUT_TAB_AND_LF = new RegExp(
  `[\\u0000-\\u0008\\u000B-\\u001F\\u007F-\\u009F${BIDI_CONTROLS}]`,
  "g",
);

/**
 * A one-line field (names, company, phone, email): every tab or line break becomes a space, and
 * every other control or bidi character is removed. So no CR/LF can reach the email subject or a
 * header, no escape sequence a terminal, and a value of nothing but controls counts as empty.
 */
export const cleanSingleLine = (text: string) =>
  text.replace(SINGLE_LINE_BREAKS, " ").replace(CONTROLS, "");

/** The description keeps its line breaks (as LF) and tabs; other controls are removed. */
export const cleanMultiLine = (text: string) =>
  text.replace(/\r\n?|[\u2028\u2029]/g, "\n").replace(CONTROLS_BUT_TAB_AND_LF, "");

const codePoints = (text: string) => {
  let count = 0;
  for (const _ of text) count++;
  return count;
};
const maxChars = (field: ContactField) =>
  v.check<string, string>((text) => codePoints(text) <= maxLengths[field], tooLongMessages[field]);

/** Spaces, hyphens and parentheses are removed, then: optional +, a digit 1-9, up to 15 more digits. */
const PHONE_PATTERN = /^\+?[1-9]\d{0,15}$/;
export const isValidPhone = (phone: string) => PHONE_PATTERN.test(phone.replace(/[\s\-()]/g, ""));

/** "{something}@{something}.{something}" with no spaces: what a visitor's typo check needs. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Letters and symbols by their Unicode category that show as an empty space: the Hangul fillers
 * (U+115F, U+1160, U+3164, U+FFA0), the Braille blank and the musical null notehead.
 */
const BLANKS = "\\u115F\\u1160\\u3164\\uFFA0\\u2800\\u{1D159}";
/**
 * White space, format characters (Unicode Cf: zero-width spaces and joiners, soft hyphen, BOM)
 * and the blanks.
 */
const INVISIBLE_EDGES = new RegExp(`^[\\s\\p{Cf}${BLANKS}]+|[\\s\\p{Cf}${BLANKS}]+$`, "gu");
/** Invisible characters never lead or trail a value; inside it they stay (scripts and emoji need joiners). */
export const trimInvisible = (text: string) => text.replace(INVISIBLE_EDGES, "");

/** A letter, digit, punctuation mark or symbol: what a person can see... */
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u;
/** ...unless it is one the Unicode standard says to draw as nothing, or a blank. */
const DRAWN_AS_NOTHING = new RegExp(`[\\p{Default_Ignorable_Code_Point}${BLANKS}]`, "gu");
export const hasVisibleCharacter = (text: string) =>
  VISIBLE.test(text.replace(DRAWN_AS_NOTHING, ""));

const singleLine = v.pipe(v.string(), v.transform(cleanSingleLine), v.transform(trimInvisible));

/** Filled only with something visible: a zero-width space alone is not a name. */
const required = (field: ContactField, message: string) =>
  v.pipe(singleLine, v.check(hasVisibleCharacter, message), maxChars(field));

export const contactSchema = v.object({
  firstName: required("firstName", messages.firstName),
  lastName: required("lastName", messages.lastName),
  company: required("company", messages.company),
  email: v.pipe(
    singleLine,
    v.check(hasVisibleCharacter, messages.emailRequired),
    maxChars("email"),
    v.regex(EMAIL_PATTERN, messages.emailInvalid),
  ),
  phone: v.pipe(
    singleLine,
    maxChars("phone"),
    v.check((phone) => phone === "" || isValidPhone(phone), messages.phone),
  ),
  description: v.pipe(
    v.string(),
    v.transform(cleanMultiLine),
    v.transform(trimInvisible),
    maxChars("description"),
  ),
  // Hidden fields the button that opened the form fills in: which event, which pricing package.
  event: v.pipe(singleLine, maxChars("event")),
  package: v.pipe(singleLine, maxChars("package")),
});

export type ContactRequest = v.InferOutput<typeof contactSchema>;

export type ValidationResult =
  | { ok: true; data: ContactRequest }
  | { ok: false; errors: ContactErrors };

/**
 * Validates raw values (missing fields count as empty); the first failing rule per field wins.
 * The accepted data is cleaned (see `cleanSingleLine` and `cleanMultiLine`) and trimmed.
 */
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

/** The lead's subject line; the company is cleaned again so no line break can ever reach it. */
export const emailSubject = (company: string) =>
  `New Automation Consultation Request - ${trimInvisible(cleanSingleLine(company))}`;

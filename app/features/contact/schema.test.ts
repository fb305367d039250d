import { contactFields, emailSubject, messages, validateContact } from "./schema";

const valid = {
  firstName: "Jane",
  lastName: "Doe",
  company: "Acme Plumbing",
  phone: "",
  email: "jane@example.com",
  description: "",
};

/** The error for one field when only that field differs from a valid request. */
const errorFor = (field: keyof typeof valid, value: string) => {
  const result = validateContact({ ...valid, [field]: value });
  return result.ok ? undefined : result.errors[field];
};

describe("validateContact (spec section 5)", () => {
  it("accepts a complete request, with phone and description left empty", () => {
    expect(validateContact(valid)).toEqual({ ok: true, data: valid });
  });

  it.each([
    ["firstName", "", messages.firstName],
    ["firstName", "   ", messages.firstName],
    ["lastName", "", messages.lastName],
    ["lastName", " \t ", messages.lastName],
    ["company", "", messages.company],
    ["company", "  ", messages.company],
    ["email", "", messages.emailRequired],
    ["email", "   ", messages.emailRequired],
    ["email", "jane", messages.emailInvalid],
    ["email", "jane@", messages.emailInvalid],
    ["email", "jane@example", messages.emailInvalid],
    ["email", "@example.com", messages.emailInvalid],
    ["email", "jane@.com", messages.emailInvalid],
    ["email", "jane doe@example.com", messages.emailInvalid],
    ["email", "jane@@example.com", messages.emailInvalid],
  ] as const)("%s %j: %s", (field, value, message) => {
    expect(errorFor(field, value)).toBe(message);
  });

  it("uses the exact messages of the spec", () => {
    expect(messages).toEqual({
      firstName: "First name is required",
      lastName: "Last name is required",
      company: "Company name is required",
      emailRequired: "Email is required",
      emailInvalid: "Please enter a valid email address",
      phone: "Please enter a valid phone number",
    });
  });

  it.each([
    ["empty", ""],
    ["whitespace only", "   "],
    ["ten digits", "2065550123"],
    ["a single digit 1-9", "7"],
    ["16 digits", "1234567890123456"],
    ["leading + and 16 digits", "+1234567890123456"],
    ["spaces removed", "206 555 0123"],
    ["hyphens removed", "206-555-0123"],
    ["brackets removed", "(206) 555-0123"],
    ["+ after removed characters", "(+1) 206-555-0123"],
    ["international format", "+1 (206) 555 0123"],
  ])("phone valid: %s (%j)", (_, phone) => {
    expect(errorFor("phone", phone)).toBeUndefined();
  });

  it.each([
    ["17 digits", "12345678901234567"],
    ["leading + and 17 digits", "+12345678901234567"],
    ["leading 0", "02065550123"],
    ["leading + then 0", "+02065550123"],
    ["+ alone", "+"],
    ["two pluses", "++12065550123"],
    ["+ not at the start", "1+2065550123"],
    ["letters", "206-555-CALL"],
    ["only letters", "phone"],
    ["dots are not removed", "206.555.0123"],
  ])("phone invalid: %s (%j)", (_, phone) => {
    expect(errorFor("phone", phone)).toBe(messages.phone);
  });

  it("accepts any description, including an empty one", () => {
    expect(errorFor("description", "")).toBeUndefined();
    expect(errorFor("description", "Invoices <b>by hand</b>, 20 hours a week!")).toBeUndefined();
  });

  it("reports every failing field at once, missing fields counting as empty", () => {
    expect(validateContact({})).toEqual({
      ok: false,
      errors: {
        firstName: messages.firstName,
        lastName: messages.lastName,
        company: messages.company,
        email: messages.emailRequired,
      },
    });
  });

  it("reports one message per field: the first rule that fails", () => {
    const result = validateContact({ ...valid, email: " ", phone: "abc" });
    expect(result).toEqual({
      ok: false,
      errors: { email: messages.emailRequired, phone: messages.phone },
    });
  });

  it("ignores values that are not strings and fields it does not know", () => {
    const result = validateContact({ ...valid, firstName: 42, "bot-field": "spam" });
    expect(result).toEqual({ ok: false, errors: { firstName: messages.firstName } });
  });

  it("trims every field of the accepted request", () => {
    const padded = Object.fromEntries(contactFields.map((field) => [field, ` ${valid[field]} `]));
    expect(validateContact({ ...padded, phone: " (206) 555-0123 " })).toEqual({
      ok: true,
      data: { ...valid, phone: "(206) 555-0123" },
    });
  });
});

describe("emailSubject", () => {
  it("names the company in the lead's subject line", () => {
    expect(emailSubject("Acme Plumbing")).toBe(
      "New Automation Consultation Request - Acme Plumbing",
    );
  });
});

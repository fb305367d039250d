/**
 * Leads of the kinds the contact form sends beside a consultation, as its fields post them: the
 * inbox suites' shared cast, so both list the same people the same way.
 */
export const guideLead = {
  firstName: "Gina",
  lastName: "Guide",
  company: "Paper Trail Co",
  email: "gina@example.com",
  source: "hero",
  intent: "guide",
  description: "",
};

export const subscriberLead = {
  firstName: "Sam",
  lastName: "Subscriber",
  company: "Newsletter Readers Ltd",
  email: "sam.subscriber.with.a.very.long.address@subdomain.example.com",
  source: "blog",
  intent: "subscribe",
  description: "",
};

export const attendeeLead = {
  firstName: "Reg",
  lastName: "Attendee",
  company: "Seattle Bakeries",
  email: "reg@example.com",
  phone: "(206) 555-0142",
  source: "event",
  intent: "register",
  event: "Automation 101, Thursday, March 14, 2024",
  description: "Two of us would like to come.\nCan we bring questions about our ordering?",
};

export const packageLead = {
  firstName: "Pat",
  lastName: "Package",
  company: "Harbor Freight Forwarding",
  email: "pat@example.com",
  source: "pricing-package",
  package: "Enterprise Program",
  description: "Five warehouses, one spreadsheet.",
};

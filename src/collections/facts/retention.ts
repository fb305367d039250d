/**
 * The privacy policy's retention periods, which the server also deletes by: each one's label in
 * the editor and its floor, the shortest the build accepts (docs/server.md). A plain module: the
 * editor's save check (server/site-editor/retention-guard.ts) reads it without the content model.
 */
export const RETENTION_PERIODS = {
  leadRetentionMonths: { label: "Contact requests kept (months)", floor: 6, unit: "months" },
  spamRetentionDays: { label: "Spam kept (days)", floor: 7, unit: "days" },
  accessLogRetentionMonths: { label: "Inbox access log kept (months)", floor: 6, unit: "months" },
} as const;

export type RetentionPeriod = keyof typeof RETENTION_PERIODS;

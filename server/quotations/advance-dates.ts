// The dates of an advance (docs/documents-mail.md): valid ADVANCE_VALID_DAYS after it is sent; its
// due-date notice goes ADVANCE_NOTICE_DAYS before. Shared by the advance, its notice job and the seed.

/** An advance is valid for this many days after it was sent. */
export const ADVANCE_VALID_DAYS = 30;
/** The due-date notice goes this many days before the due date. */
export const ADVANCE_NOTICE_DAYS = 3;

/** `isoDate` ('YYYY-MM-DD') plus `days` calendar days. */
export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The due date of an advance sent on `isoDate` (its day in Argentina). */
export const advanceDueDate = (isoDate: string) => addDays(isoDate, ADVANCE_VALID_DAYS);

// The external management system that turns an accepted quotation into a proposal
// (docs/rules/proposals.md#sistema-de-gestión). One interface, two implementations:
// - local (default): the numbers come from this database's sequences, inside the proposal's
//   own transaction, so a failed proposal hands out nothing;
// - HTTP (MANAGEMENT_SYSTEM_URL set): POSTs the proposal as JSON to that URL and reads the
//   three numbers of its answer.
import { sql } from 'drizzle-orm';
import { PROPOSAL_MESSAGES, type ProposalPayload } from '../../src/domain/proposals/schema';
import type { DbOrTx } from '../db/client';
import { HttpError } from '../http/errors';

export const PROPOSAL_FAILED = PROPOSAL_MESSAGES.failed;

export interface ProposalNumbers {
  managementNumber: string;
  receiptNumber: string;
  referenceNumber: string;
}

/** What the management system receives: the form's payload plus what identifies the quotation. */
export interface ProposalSubmission {
  quotationId: number;
  negotiationNumber: number;
  payload: ProposalPayload;
}

export interface ManagementSystemGateway {
  /** Files the proposal and answers its numbers; throws when the system refuses or fails. */
  submitProposal(tx: DbOrTx, submission: ProposalSubmission): Promise<ProposalNumbers>;
}

/** The embedded management system: sequential numbers from management_number_seq, receipt_number_seq, reference_number_seq. */
export const localManagementSystem: ManagementSystemGateway = {
  async submitProposal(tx) {
    const result = await tx.execute<{ m: string; r: string; f: string }>(
      sql`select nextval('management_number_seq')::text as m, nextval('receipt_number_seq')::text as r, nextval('reference_number_seq')::text as f`,
    );
    const row = (result as unknown as { rows: { m: string; r: string; f: string }[] }).rows[0];
    if (!row) throw new HttpError(502, PROPOSAL_FAILED);
    return { managementNumber: row.m, receiptNumber: row.r, referenceNumber: row.f };
  },
};

const isNumberish = (v: unknown) => (typeof v === 'string' && v.trim() !== '') || typeof v === 'number';

/** A real management system behind an HTTP endpoint (MANAGEMENT_SYSTEM_URL). */
export function httpManagementSystem(url: string, timeoutMs = 15_000): ManagementSystemGateway {
  return {
    async submitProposal(_tx, submission) {
      let body: Record<string, unknown>;
      try {
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(submission),
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        body = (await res.json()) as Record<string, unknown>;
      } catch {
        throw new HttpError(502, PROPOSAL_FAILED);
      }
      const data = (typeof body.data === 'object' && body.data !== null ? body.data : body) as Record<string, unknown>;
      const { managementNumber, receiptNumber, referenceNumber } = data;
      if (!isNumberish(managementNumber) || !isNumberish(receiptNumber) || !isNumberish(referenceNumber))
        throw new HttpError(502, PROPOSAL_FAILED);
      return { managementNumber: String(managementNumber), receiptNumber: String(receiptNumber), referenceNumber: String(referenceNumber) };
    },
  };
}

export const managementSystemFor = (url: string | undefined): ManagementSystemGateway =>
  url ? httpManagementSystem(url) : localManagementSystem;

import { describe, expect, it } from 'vitest';
import {
  acceptedHeading,
  canCancelNegotiation,
  canEditNegotiation,
  canSimulate,
  defaultRiskTab,
  hasQueuedAdvanceMail,
  quotationTone,
  showsCorrectionFactor,
  showsQuotationActions,
} from './detail';

const q = (status: string, proposal: null | { managementNumber: string; receiptNumber: string; referenceNumber: string } = null) => ({
  status,
  proposal,
});
const risk = (statuses: string[], accepted = false) =>
  ({ quotations: statuses.map((s) => q(s)), acceptedRate: accepted ? {} : null }) as never;

describe('quotation detail rules', () => {
  it('allows Editar only while no risk has an accepted, advanced or proposed quotation', () => {
    expect(canEditNegotiation({ state: 'initiated', risks: [risk(['initiated', 'updated', 'rejected'])] })).toBe(true);
    for (const closing of ['accepted', 'advanced', 'proposal'])
      expect(canEditNegotiation({ state: 'accepted', risks: [risk(['initiated']), risk([closing])] })).toBe(false);
  });

  it('offers no Editar on a cancelled negotiation (the server refuses it)', () => {
    expect(canEditNegotiation({ state: 'rejected', risks: [risk(['rejected', 'rejected'])] })).toBe(false);
    expect(canEditNegotiation({ state: 'solicitud', risks: [risk([])] })).toBe(true);
  });

  it('allows Cancelar unless accepted or rejected', () => {
    expect(canCancelNegotiation({ state: 'solicitud' })).toBe(true);
    expect(canCancelNegotiation({ state: 'initiated' })).toBe(true);
    expect(canCancelNegotiation({ state: 'accepted' })).toBe(false);
    expect(canCancelNegotiation({ state: 'rejected' })).toBe(false);
  });

  it('colours rejected rows danger and closing ones success; hides actions on rejected rows, closed risks and deleted clients', () => {
    expect(quotationTone(q('rejected'))).toBe('error');
    expect(quotationTone(q('advanced'))).toBe('success');
    expect(quotationTone(q('updated'))).toBeUndefined();
    expect(showsQuotationActions(q('initiated'), risk(['initiated']), false)).toBe(true);
    expect(showsQuotationActions(q('rejected'), risk(['rejected']), false)).toBe(false);
    expect(showsQuotationActions(q('initiated'), risk(['initiated', 'accepted']), false)).toBe(false);
    expect(showsQuotationActions(q('initiated'), risk(['initiated']), true)).toBe(false);
  });

  it('heads the accepted card by its status and proposal; opens a risk on it when there is one', () => {
    expect(acceptedHeading(q('accepted'))).toBe('Cotizacion aceptada');
    expect(acceptedHeading(q('advanced'))).toBe('Cotizacion anticipada');
    expect(acceptedHeading(q('advanced', { managementNumber: '1', receiptNumber: '2', referenceNumber: '3' }))).toBe('Propuesta');
    expect(defaultRiskTab({ acceptedRate: {} as never })).toBe('accepted');
    expect(defaultRiskTab({ acceptedRate: null })).toBe('quotations');
  });

  it('shows the correction factor only where the wizard keeps it (grouped: methods 3 and 4; simple: 3); Simular for soy, corn or wheat with the permission', () => {
    const methods = [1, 2, 3, 4, 5, null];
    expect(methods.map((paymentMethodId) => showsCorrectionFactor({ type: 'grouped', paymentMethodId }))).toEqual([
      false,
      false,
      true,
      true,
      false,
      false,
    ]);
    expect(methods.map((paymentMethodId) => showsCorrectionFactor({ type: 'simple', paymentMethodId }))).toEqual([
      false,
      false,
      true,
      false,
      false,
      false,
    ]);
    expect(showsCorrectionFactor({ type: 'double-crop', paymentMethodId: 4 })).toBe(false);
    const sunflower = { risks: [{ crop: { id: 3 } }] } as never;
    const wheat = { risks: [{ crop: { id: 3 } }, { crop: { id: 4 } }] } as never;
    expect(canSimulate(wheat, { id: 4, roleId: 4, seeSimulator: 1 })).toBe(true);
    expect(canSimulate(wheat, { id: 4, roleId: 4, seeSimulator: 0 })).toBe(false);
    expect(canSimulate(sunflower, { id: 1, roleId: 1 })).toBe(false);
  });

  it('reads the detail again while an advance mail waits to go', () => {
    const withMail = (status: string | null) =>
      ({ risks: [{ quotations: [{ advanceMail: status ? { status } : null }, { advanceMail: undefined }] }] }) as never;
    expect(hasQueuedAdvanceMail(withMail('queued'))).toBe(true);
    for (const status of ['sent', 'failed', null]) expect(hasQueuedAdvanceMail(withMail(status))).toBe(false);
    expect(hasQueuedAdvanceMail(undefined)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import type { RiskHistoryEntry } from './entity';
import { historyActionLabel, historyLines, historyReferences, historySubject } from './history';

const entry = (over: Partial<RiskHistoryEntry>): RiskHistoryEntry => ({
  id: 1,
  entity: 'risks',
  entityId: 11,
  action: 'update',
  date: '2026-11-26T01:16:32.950Z',
  user: null,
  before: null,
  after: null,
  ...over,
});

const ctx = {
  names: {
    zones: { '161': 'Unión', '203': 'General López' },
    crops: { '1': 'Soja', '4': 'Trigo' },
    modules: { '1': 'Granizo + Incendio', '2': 'Granizo' },
    quotations: { '40': 'Granizo + Incendio (Franquicia 10%)' },
  },
  currencyId: 1,
};

describe('a risk history a broker can read', () => {
  it("says what an edit changed with Spanish labels, names and es-AR values, in the form's order, and no internal field", () => {
    const lines = historyLines(
      entry({
        before: {
          doubleCropId: null,
          isDoubleCrop: 0,
          createdAt: '2026-11-25T10:00:00.000Z',
          discount: '5.00',
          zoneId: 161,
          hectarePrice: '33.00',
          id: 11,
          applieTax: 0,
        },
        after: {
          doubleCropId: 4,
          isDoubleCrop: 1,
          createdAt: '2026-11-26T01:16:32.950Z',
          discount: '7.00',
          zoneId: 203,
          hectarePrice: '1234.5',
          id: 11,
          applieTax: 1,
        },
      }),
      ctx,
    );
    expect(lines).toEqual([
      'Departamento: Unión → General López',
      'Valor por ha.: 33,00 QQ → 1.234,50 QQ',
      'Descuento: 5,00 % → 7,00 %',
      'Doble cultivo: No → Sí',
      'Cultivo de segunda: - → Trigo',
    ]);
    expect(lines.join('\n')).not.toMatch(/createdAt|doubleCropId|isDoubleCrop|applieTax|\bid\b|2026/);
  });

  it("summarises a risk's creation in one line", () => {
    const lines = historyLines(
      entry({
        action: 'create',
        after: {
          id: 11,
          negotiationId: 3,
          description: 'Campo San José',
          zoneId: 161,
          cropId: 1,
          companyId: 1,
          numberOfHectares: '640.00',
          hectarePrice: '33.00',
          hectarePriceCurrencyId: 1,
          discount: '12.00',
          isDoubleCrop: 1,
          doubleCropId: 4,
          doubleCropHectarePrice: '20.00',
          createdAt: '2026-11-26T01:16:32.950Z',
        },
      }),
      { ...ctx, currencyId: undefined },
    );
    expect(lines).toEqual([
      'Campo San José, Soja en Unión, 640,00 ha a 33,00 QQ por ha, descuento 12,00 %, doble cultivo: Trigo a 20,00 QQ por ha',
    ]);
  });

  it('names the quotations a quote produced by their coverage, and counts those that no longer exist', () => {
    const quote = entry({ action: 'quote', after: { quotations: [40, 41] } });
    expect(historyLines(quote, ctx)).toEqual(['Cotizaciones: Granizo + Incendio (Franquicia 10%), 1 ya reemplazada']);
    expect(historyActionLabel('quote')).toBe('Cotización');
  });

  it("shows a quotation's status and figures in Spanish and es-AR, and names it by its coverage", () => {
    const recalculated = entry({
      entity: 'quotations',
      entityId: 40,
      action: 'recalculate',
      before: { value: '3.1', cost: '-1234.5', status: 'initiated' },
      after: { value: '3.25', cost: '1300', status: 'updated' },
    });
    expect(historyLines(recalculated, ctx)).toEqual([
      'Estado: Nueva → Recotizada',
      'Valor: 3,10 % → 3,25 %',
      'Costo: -1.234,50 QQ → 1.300,00 QQ',
    ]);
    expect(historySubject(recalculated, ctx.names)).toBe('Cotización Granizo + Incendio (Franquicia 10%)');
    expect(historySubject(entry({ entity: 'quotations', entityId: 99 }), ctx.names)).toBe('Cotización');
    for (const action of ['create', 'update', 'delete', 'quote', 'accept', 'reject', 'recalculate', 'advance', 'advance-mail', 'proposal'])
      expect(historyActionLabel(action)).not.toBe(action);
  });

  it("says whether the advance's mail went, to whom, or why not", () => {
    const mail = (after: Record<string, unknown>) =>
      entry({ entity: 'quotations', entityId: 40, action: 'advance-mail', before: null, after });
    expect(historyActionLabel('advance-mail')).toBe('E-mail del anticipo');
    expect(historyLines(mail({ mail: 'enviado', to: 'emision@cotizador.local, auditoria@cotizador.local' }), ctx)).toEqual([
      'E-mail: enviado',
      'Destinatarios: emision@cotizador.local, auditoria@cotizador.local',
    ]);
    expect(historyLines(mail({ mail: 'no enviado', error: '550 mailbox unavailable' }), ctx)).toEqual([
      'E-mail: no enviado',
      'Motivo: 550 mailbox unavailable',
    ]);
  });

  it('shows a split by coverage name, and lists the ids the server must name', () => {
    const split = entry({ before: { splitCoverages: null }, after: { splitCoverages: { '1': '20', '2': '13' } } });
    expect(historyLines(split, ctx)).toEqual(['Ponderación: - → Granizo + Incendio: 20,00 QQ; Granizo: 13,00 QQ']);
    const refs = historyReferences([
      split,
      entry({ before: { zoneId: 161, doubleCropZoneId: null }, after: { zoneId: 203, doubleCropZoneId: 7 } }),
      entry({ action: 'quote', after: { quotations: [40, 41] } }),
      entry({ entity: 'quotations', entityId: 42, before: { status: 'initiated' }, after: { status: 'accepted' } }),
    ]);
    expect([...refs.zones].sort()).toEqual([161, 203, 7].sort());
    expect([...refs.modules]).toEqual([1, 2]);
    expect([...refs.quotations].sort()).toEqual([40, 41, 42]);
  });
});

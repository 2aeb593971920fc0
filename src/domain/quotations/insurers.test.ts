import { describe, expect, it } from 'vitest';
import { coveragesForRisks } from './insurers';

const sancor = { id: 10, companyId: 1 };
const sanCristobal = { id: 20, companyId: 2 };

describe('coveragesForRisks', () => {
  it("keeps the coverages of the risks' insurers only", () => {
    expect(coveragesForRisks([sancor, sanCristobal], [1])).toEqual([sancor]);
    expect(coveragesForRisks([sancor, sanCristobal], ['2', 1])).toEqual([sancor, sanCristobal]);
    expect(coveragesForRisks([sancor, sanCristobal], [''])).toEqual([]);
  });
});

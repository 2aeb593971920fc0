import bcrypt from 'bcryptjs';
import { describe, expect, it } from 'vitest';
import { bcryptCost, bcryptCostOf, DEFAULT_BCRYPT_COST, hashPassword, verifyPassword } from './password';

describe('bcrypt cost', () => {
  it("is Laravel's 10 unless BCRYPT_COST says otherwise", () => {
    expect(bcryptCostOf(undefined)).toBe(10);
    expect(bcryptCostOf(' ')).toBe(DEFAULT_BCRYPT_COST);
    expect(bcryptCostOf('4')).toBe(4);
    expect(bcryptCostOf('12')).toBe(12);
  });

  it('refuses what bcrypt cannot use, by name', () => {
    for (const bad of ['3', '32', '10.5', 'diez', '-1']) {
      expect(() => bcryptCostOf(bad)).toThrow(`BCRYPT_COST debe ser un entero de 4 a 31 (es '${bad}').`);
    }
  });

  it('new hashes take the configured cost (the tests run with 4) and verify', async () => {
    const hash = await hashPassword('otra-clave-1');
    expect(bcrypt.getRounds(hash)).toBe(bcryptCost());
    expect(bcryptCost()).toBe(Number(process.env.BCRYPT_COST));
    expect(await verifyPassword('otra-clave-1', hash)).toBe(true);
    expect(await verifyPassword('otra-clave-2', hash)).toBe(false);
    // a hash Laravel wrote ($2y$), of whatever cost, still verifies
    expect(await verifyPassword('otra-clave-1', hash.replace(/^\$2b\$/, '$2y$'))).toBe(true);
  });
});

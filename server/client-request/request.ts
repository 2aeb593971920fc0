// POST contacts: the public form's request becomes a request ('solicitud') through the same
// service as the app's 'Nueva solicitud' (server/quotations/writes.ts), so everything
// hooked there (the request mails) applies, and admins find it in the requests list.
// - The request is filed for the first live administrator (the lowest id of ROLE_ADMIN, else
//   ROLE_SUDO), who assigns it to a producer.
// - The client is the live one with that CUIT when there is one; otherwise a new one, owned by
//   that administrator, without an insured code yet (the admin completes it).
// - Each risk's department is the one of the locality typed in the form (by name, in the
//   province written, else anywhere); the typed locality stays in the risk's description.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { CURRENCIES } from '../../src/domain/core/currencies';
import { DEFAULT_COMPANY_ID } from '../../src/domain/coverages/companies';
import { ROLE_ADMIN, ROLE_SUDO } from '../../src/domain/access/access';
import { CONTACT_MESSAGES, contactClient, type ContactPayload } from '../../src/domain/client-request/schema';
import type { NegotiationPayload } from '../../src/domain/quotations/schema';
import { normalizeSearch } from '../../src/domain/core/text';
import type { AuthUser } from '../auth/tokens';
import type { Db, DbOrTx } from '../db/client';
import { clients, contactRisks, contacts, locations, provinces, users, zones } from '../db/schema';
import { validationError } from '../http/errors';
import { foldedSql } from '../http/list';
import { createNegotiation } from '../quotations/writes';
import type { Captcha } from './captcha';
import { readAll } from '../db/concurrent';
import { lockOwnerCuit } from '../clients/service';

export const NO_ADMIN = 'No hay un administrador que reciba la solicitud.';

async function requestOwner(tx: DbOrTx): Promise<AuthUser> {
  const [owner] = await tx
    .select()
    .from(users)
    .where(and(inArray(users.roleId, [ROLE_ADMIN, ROLE_SUDO]), isNull(users.deletedAt)))
    .orderBy(sql`case when ${users.roleId} = ${ROLE_ADMIN} then 0 else 1 end`, asc(users.id))
    .limit(1);
  if (!owner) throw new Error(NO_ADMIN);
  const { logo: _logo, ...actor } = owner;
  return actor;
}

/** The Sancor department of a locality typed by a visitor. */
async function zoneOf(tx: DbOrTx, locality: string, province: string): Promise<number | undefined> {
  const name = normalizeSearch(locality);
  const rows = await tx
    .select({ zoneId: locations.zoneId, province: provinces.name })
    .from(locations)
    .innerJoin(zones, eq(zones.id, locations.zoneId))
    .innerJoin(provinces, eq(provinces.id, zones.provinceId))
    .where(and(eq(zones.companyId, DEFAULT_COMPANY_ID), sql`${foldedSql(locations.description)} = ${name}`))
    .orderBy(asc(locations.id));
  const wanted = normalizeSearch(province);
  return (rows.find((r) => normalizeSearch(r.province) === wanted) ?? rows[0])?.zoneId;
}

const currencyId = (apiName: string) => CURRENCIES.find((c) => c.apiName === apiName)?.id ?? CURRENCIES[0].id;

export async function createContactRequest(db: Db, captcha: Captcha, contact: ContactPayload): Promise<{ id: number; number: number }> {
  return db.transaction(async (tx) => {
    await captcha.spend(tx, contact.altcha);
    const owner = await requestOwner(tx);
    const zoneIds = await readAll(
      tx,
      contact.risks.map((r) => () => zoneOf(tx, r.location, contact.province)),
    );
    const unknown = zoneIds.flatMap((z, i) => (z === undefined ? [`risks.${i}.location`] : []));
    if (unknown.length) throw validationError(Object.fromEntries(unknown.map((k) => [k, [CONTACT_MESSAGES.riskLocation]])));

    // Two requests of one new CUIT at once: the second waits here, then finds the client the first
    // made (instead of creating it again and being refused as a duplicate).
    await lockOwnerCuit(tx, owner.id, contact.cuit);
    const [existing] = await tx
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.cuit, contact.cuit), isNull(clients.deletedAt)))
      .orderBy(asc(clients.id))
      .limit(1);
    const payload: NegotiationPayload = {
      client_id: existing?.id,
      client: existing ? null : contactClient(contact),
      user_id: undefined,
      state: 'solicitud',
      type: 'grouped',
      is_confirmed: 0,
      observations: `Solicitud del formulario público: ${contact.name}, ${contact.address}, ${contact.location} (${contact.province}). Celular ${contact.cell}, ${contact.email}.`,
      payment_method_id: undefined,
      rate_option_id: undefined,
      correction_factor: '0',
      fd_filter: 'ambos',
      splitCoverages: 0,
      modules: [],
      risks: contact.risks.map((r, i) => ({
        id: undefined,
        description: r.location,
        zone_id: zoneIds[i] as number,
        crop_id: r.crop,
        company_id: DEFAULT_COMPANY_ID,
        number_of_hectares: r.number_of_hectares,
        hectare_price: r.hectare_price,
        hectare_price_currency_id: currencyId(r.hectare_price_currency),
        discount: '0',
        observations: '',
        is_double_crop: 0,
        double_crop: null,
        addons: [],
        splitCoverages: null,
      })),
    };
    const saved = await createNegotiation(tx as unknown as Db, owner, payload, 'request');
    const [row] = await tx
      .insert(contacts)
      .values({
        email: contact.email,
        name: contact.name,
        address: contact.address,
        location: contact.location,
        province: contact.province,
        cell: contact.cell,
        cuit: contact.cuit,
        negotiationId: saved.id,
      })
      .returning({ id: contacts.id });
    if (!row) throw new Error('contact insert returned no row');
    await tx.insert(contactRisks).values(
      contact.risks.map((r) => ({
        contactId: row.id,
        location: r.location,
        cropId: r.crop,
        numberOfHectares: r.number_of_hectares,
        hectarePrice: r.hectare_price,
        hectarePriceCurrencyId: currencyId(r.hectare_price_currency),
      })),
    );
    return { id: saved.id, number: saved.number };
  });
}

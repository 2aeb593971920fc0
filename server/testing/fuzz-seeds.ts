// A valid request of every write route that takes a JSON body, on records made for the fuzz test
// (server/http/fuzz.test.ts): the fuzz test changes one field at a time, so each hostile value
// reaches the field's check, and past it the formulas and the inserts.
import { eq } from 'drizzle-orm';
import { cardFromSettings } from '../../src/domain/simulator';
import { exchangeStores, futures, notes, risks, taxVats } from '../db/schema';
import { loadSettingsMap } from '../settings/options';
import { solvedCaptcha } from './captcha';
import { clientPayload, contactPayload, proposalForm, validCuit } from './fixtures';
import { clientOf, negotiationPayload, quotationsOfNegotiation, riskPayload, zoneIdOf } from './negotiations';
import type { DemoUser, TestApp } from './harness';

/** A request of one route: who sends it (null: no session), where, and a fresh valid body. */
export interface Seed {
  as: DemoUser | null;
  url: string;
  body: () => Promise<unknown> | unknown;
  /**
   * The route whose request this one repeats (the simulator's and the financing's PDF and Excel:
   * the same schema and service, then a file): it gets the changed requests that route accepted,
   * the only ones that reach the file.
   */
  twin?: string;
}

let seq = 0;
const next = () => ++seq;

async function firstId(t: TestApp, table: typeof taxVats | typeof notes | typeof exchangeStores | typeof futures): Promise<number> {
  const [row] = await t.db.select({ id: table.id }).from(table).orderBy(table.id).limit(1);
  if (!row) throw new Error('fuzz seeds: an empty catalog table');
  return row.id;
}

/** Posts and answers the new record's id (setup of the seeds: it must work). */
async function created(t: TestApp, who: DemoUser, url: string, body: object): Promise<number> {
  const res = await t.as(who).post(url, body);
  if (res.statusCode !== 201) throw new Error(`fuzz seeds: ${url} ${res.statusCode} ${res.body}`);
  return res.json().data.id as number;
}

/** The seeds by `METHOD /route/:pattern`, after making the records they write on (t.loginDemoUsers() first). */
export async function fuzzSeeds(t: TestApp): Promise<Map<string, Seed>> {
  const demo = await t.loginDemoUsers();
  const lopez = await zoneIdOf(t.db, 1, 'General López');
  const client = await clientOf(t.db, demo.id.productor);
  const quote = () => negotiationPayload(client, [riskPayload(lopez)]);
  const quoted = async () => {
    const id = await created(t, 'productor', '/api/negotiations', quote());
    return { id, quotations: await quotationsOfNegotiation(t.db, id) };
  };
  const draft = await created(t, 'productor', '/api/negotiations', { ...quote(), is_confirmed: 0 });
  const toEdit = await quoted();
  const [riskToEdit] = await t.db.select({ id: risks.id }).from(risks).where(eq(risks.negotiationId, toEdit.id));
  const toAccept = await quoted();
  const toReject = await quoted();
  const accepted = await quoted();
  const acceptedSancor = accepted.quotations[0]!.id;
  await t.as('productor').put(`/api/quotations/${acceptedSancor}/accept`, {});
  // one soy risk (the crop of the card's dates) with its few quotations: each simulation is quick
  const simulated = await quoted();
  const newCampaign = (year: number) => ({ description: `Campaña ${year}`, dateFrom: `${year}-07-01`, dateTo: `${year}-12-31` });
  const campaign = await created(t, 'admin', '/api/campaigns', newCampaign(2190));
  const coverage = { description: 'Cobertura fuzz', coverageType: 'basic', cropId: 1, companyId: 2, campaign_id: campaign, sortOrder: 9 };
  const module = await created(t, 'admin', '/api/modules', coverage);
  const rate = { zoneId: await zoneIdOf(t.db, 2, 'General López'), cropId: 1, franchiseDeductible: 'Franquicia fuzz', amount: '4,5' };
  const rateId = await created(t, 'admin', '/api/rates', { moduleId: module, ...rate });
  const fuzzUser = () => {
    const n = next();
    return {
      name: 'Lucía',
      lastname: `Fuzz${n}`,
      cuit: validCuit(61_000_000 + n * 13),
      address: 'Mitre 123',
      location: 'Casilda',
      province: 'Santa Fe',
      office: 'Agencia Casilda',
      fileNumber: `F-${n}`,
      sancorId: `7${n}00`,
      cell: '3464123456',
      email: `fuzz${n}@example.com`,
      username: `fuzz.${n}`,
      password: 'clave-segura',
      password_confirmation: 'clave-segura',
      roleId: 4,
      companies: [1],
    };
  };
  const user = await created(t, 'admin', '/api/users', fuzzUser());
  const s = await loadSettingsMap(t.db);
  // manual quotations on: the simulator divides by them
  const card = {
    ...cardFromSettings(s),
    applyQuotationsManually: true,
    soyQuotation: '31.5',
    cornQuotation: '18.2',
    sunflowerQuotation: '30',
    wheatQuotation: '20',
    incomeTaxRate: '35',
  };
  const financing = {
    capital: '1000000',
    negotiationId: simulated.id,
    crops: [
      {
        cropId: 1,
        tnaPesos: '40',
        tnaDollars: '5',
        cropExpDate: s.soy_crop_date,
        dollarExpDate: s.soy_crop_date,
        interest: '1000',
        iva: '105',
        includeProfitTax: true,
        includeIvaTax: true,
        includeDollarsPesos: true,
      },
    ],
  };
  const oauth = { grant_type: 'password', client_id: t.config.oauthClientId, client_secret: t.config.oauthClientSecret };
  const contact = async () =>
    contactPayload(await solvedCaptcha(), {
      cuit: validCuit(45_000_000 + next(), '27'),
      risks: [{ location: 'Rufino', crop: 1, number_of_hectares: '250', hectare_price: '32,5', hectare_price_currency: 'quintal' }],
    });
  const seeds: [string, Seed][] = [
    ['POST /oauth/token', { as: null, url: '/oauth/token', body: () => ({ ...oauth, username: 'productor2', password: 'demo1234' }) }],
    ['POST /api/forgot-password', { as: null, url: '/api/forgot-password', body: () => ({ email: 'productor2' }) }],
    [
      'POST /api/reset-password',
      {
        as: null,
        url: '/api/reset-password',
        body: () => ({ token: 'x'.repeat(40), email: 'productor2@example.com', password: 'Nueva1234', password_confirmation: 'Nueva1234' }),
      },
    ],
    ['POST /api/contacts', { as: null, url: '/api/contacts', body: contact }],
    ['POST /api/clients', { as: 'admin', url: '/api/clients', body: () => clientPayload() }],
    ['PUT /api/clients/:id', { as: 'productor', url: `/api/clients/${client}`, body: () => clientPayload() }],
    ['POST /api/users', { as: 'admin', url: '/api/users', body: fuzzUser }],
    [
      'PUT /api/users/:id',
      { as: 'admin', url: `/api/users/${user}`, body: () => ({ ...fuzzUser(), password: '', password_confirmation: '' }) },
    ],
    [
      'PUT /api/users/:id/supervised-producers',
      {
        as: 'admin',
        url: `/api/users/${demo.id.supervisor}/supervised-producers`,
        body: () => ({ supervisedProducers: [demo.id.productor] }),
      },
    ],
    [
      'POST /api/users/:id/modules',
      { as: 'productor2', url: `/api/users/${demo.id.productor2}/modules`, body: () => ({ modules: [1, 2] }) },
    ],
    ['POST /api/campaigns', { as: 'admin', url: '/api/campaigns', body: () => newCampaign(2200 + (next() % 700)) }],
    ['PUT /api/campaigns/:id', { as: 'admin', url: `/api/campaigns/${campaign}`, body: () => newCampaign(2190) }],
    ['POST /api/modules', { as: 'admin', url: '/api/modules', body: () => coverage }],
    ['PUT /api/modules/:id', { as: 'admin', url: `/api/modules/${module}`, body: () => coverage }],
    ['POST /api/rates', { as: 'admin', url: '/api/rates', body: () => ({ moduleId: module, ...rate, franchiseDeductible: `F${next()}` }) }],
    // another crop than the POST's: no franchise both write collides
    ['PUT /api/rates/:id', { as: 'admin', url: `/api/rates/${rateId}`, body: () => ({ ...rate, cropId: 2 }) }],
    [
      'POST /api/users/:id/coverages/:coverageId',
      { as: 'productor', url: `/api/users/${demo.id.productor}/coverages/1`, body: () => ({ link: 'https://videos.example/a' }) },
    ],
    [
      'PUT /api/users/:id/coverages/:coverageId',
      { as: 'productor', url: `/api/users/${demo.id.productor}/coverages/1`, body: () => ({ link: 'https://videos.example/b' }) },
    ],
    [
      'POST /api/ignore_discounts',
      { as: 'admin', url: '/api/ignore_discounts', body: () => ({ moduleId: module, cropId: 1, provinceId: 82, zoneId: null }) },
    ],
    ['PUT /api/notes/:id', { as: 'admin', url: `/api/notes/${await firstId(t, notes)}`, body: () => ({ value: '<p>Aclaración</p>' }) }],
    ['POST /api/negotiations', { as: 'productor', url: '/api/negotiations', body: quote }],
    ['POST /api/simple-negotiations', { as: 'productor', url: '/api/simple-negotiations', body: () => ({ ...quote(), type: 'simple' }) }],
    ['PUT /api/negotiations/:id', { as: 'productor', url: `/api/negotiations/${draft}`, body: () => ({ ...quote(), is_confirmed: 0 }) }],
    ['POST /api/negotiations/:id', { as: 'productor', url: `/api/negotiations/${draft}`, body: quote }],
    ['POST /api/risks', { as: 'productor', url: '/api/risks', body: () => ({ ...riskPayload(lopez), negotiation_id: draft }) }],
    [
      'PUT /api/risks/:id',
      {
        as: 'productor',
        url: `/api/risks/${riskToEdit!.id}`,
        body: () => ({ number_of_hectares: '120', hectare_price: '30', discount: '5', observations: 'Lote' }),
      },
    ],
    [
      'PUT /api/quotations/:id/accept',
      { as: 'productor', url: `/api/quotations/${toAccept.quotations[0]!.id}/accept`, body: () => ({ comment: 'Acepta' }) },
    ],
    [
      'PUT /api/quotations/:id/reject',
      { as: 'productor', url: `/api/quotations/${toReject.quotations[0]!.id}/reject`, body: () => ({ comment: 'Cara' }) },
    ],
    [
      'POST /api/quotations/:id/proposals',
      { as: 'productor', url: `/api/quotations/${acceptedSancor}/proposals`, body: () => proposalForm() },
    ],
    [
      'POST /api/exchange-stores',
      { as: 'admin', url: '/api/exchange-stores', body: () => ({ description: 'Acopio fuzz', kind: 'store', portId: 1 }) },
    ],
    [
      'PUT /api/exchange-stores/:id',
      {
        as: 'admin',
        url: `/api/exchange-stores/${await firstId(t, exchangeStores)}`,
        body: () => ({ description: 'Puerto', kind: 'port', portId: null }),
      },
    ],
    ...(['simulator', 'simulator-pdf', 'simulator-excel'] as const).map((r): [string, Seed] => [
      `POST /api/${r}/:id`,
      {
        as: 'productor',
        url: `/api/${r}/${simulated.id}`,
        body: () => card,
        ...(r === 'simulator' ? {} : { twin: 'POST /api/simulator/:id' }),
      },
    ]),
    ...(['refinance', 'refinance-pdf', 'refinance-excel'] as const).map((r): [string, Seed] => [
      `POST /api/${r}`,
      { as: 'productor', url: `/api/${r}`, body: () => financing, ...(r === 'refinance' ? {} : { twin: 'POST /api/refinance' }) },
    ]),
    // last: the settings, taxes and market the quotations, the simulator and the financing read
    [
      'PUT /api/settings',
      { as: 'admin', url: '/api/settings', body: () => ({ settings: [{ option: 'thick_recharge_rate', value: '5' }] }) },
    ],
    ['PUT /api/tax_vats/:id', { as: 'admin', url: `/api/tax_vats/${await firstId(t, taxVats)}`, body: () => ({ value: '21' }) }],
    ['PUT /api/external-rates', { as: 'admin', url: '/api/external-rates', body: () => ({ dollars: '1000', soy: '300' }) }],
    ['PUT /api/futures/:id', { as: 'admin', url: `/api/futures/${await firstId(t, futures)}`, body: () => ({ value: '1100' }) }],
  ];
  return new Map(seeds);
}

import { openPglite } from '../../client';
import { seedGeo } from '../geo';
import { seedCatalog } from '../catalog';
import { seedMarket } from '../market';
import { seedUsers } from '../users';
import { seedClients } from '../clients';
import { seedContactClient, seedContacts } from '../contacts';
import { seedNegotiations } from '../negotiations';
for (let run = 0; run < 2; run++) {
const d = await openPglite(); await d.migrate();
const today = new Date();
let t = performance.now(); const t0 = t;
const lap = (n: string) => { const x = performance.now(); console.log(n, Math.round(x - t)); t = x; };
await d.db.transaction(async (tx) => {
  const geo = await seedGeo(tx); lap('geo');
  const catalog = await seedCatalog(tx, geo, today); lap('catalog');
  await seedMarket(tx, today); lap('market');
  const u = await seedUsers(tx, today, [1, 3, 10], [1, 5]); lap('users');
  const cl = await seedClients(tx, geo, today); lap('clients');
  const cc = await seedContactClient(tx, geo, cl.clients.length + 1, today);
  const n = await seedNegotiations(tx, { today, geo, catalog, users: u, clients: cl, contactClient: cc }); lap('negotiations');
  await seedContacts(tx, today, cc, n.ids.get('contact-request')!); lap('contacts');
});
console.log('total', Math.round(performance.now() - t0));
await d.close();
}

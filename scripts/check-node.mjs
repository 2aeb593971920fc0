// The Node version the project runs on (package.json "engines"), checked before anything starts.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const wanted = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).engines.node; // '>=20'
const minimum = Number(/\d+/.exec(wanted)?.[0]);
const current = Number(process.versions.node.split('.')[0]);
if (current < minimum) {
  console.error(
    `El cotizador necesita Node ${minimum} o más nuevo; este es Node ${process.versions.node}. Instalá Node ${minimum} LTS o posterior (https://nodejs.org) y volvé a correr el comando.`,
  );
  process.exit(1);
}

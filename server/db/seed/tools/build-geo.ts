/**
 * One-off builder of server/db/seed/data/geo.json from the georef-ar / localidades-argentinas
 * dumps (see data/README.md for sources and licences). The seed reads only the committed
 * geo.json; this script is kept to rebuild it:
 *
 *   npx tsx server/db/seed/tools/build-geo.ts [/path/to/data/geo]
 *
 * Default source folder: /work/shared/data/geo (or GEO_SRC).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SRC = process.argv[2] ?? process.env.GEO_SRC ?? '/work/shared/data/geo';
const OUT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'data', 'geo.json');

/** Provinces whose departments become zones, with the file name of their localities. */
const FARMING_PROVINCES: [string, string][] = [
  ['06', 'Buenos Aires'],
  ['14', 'Córdoba'],
  ['82', 'Santa Fe'],
  ['30', 'Entre Ríos'],
  ['42', 'La Pampa'],
];
/** Department names that the postal-code files spell differently (normalized georef -> normalized partido). */
const ALIASES: Record<string, string> = {
  'CORONEL DE MARINA LEONARDO ROSALES': 'CORONEL ROSALES',
  'GENERAL JUAN MADARIAGA': 'GENERAL MADARIAGA',
};
const MAX_LOCALITIES = 40;

const norm = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z0-9 ]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

const LOWER = new Set(['de', 'del', 'y']);
const ARTICLES = new Set(['la', 'las', 'los', 'el']);
/** 'VILLA GENERAL BELGRANO' -> 'Villa General Belgrano'; 'CAÑADA DE LA COLONIA LA NENA' -> 'Cañada de la Colonia La Nena'. */
function titleCase(s: string): string {
  const words = s.toLowerCase().replace(/\s+/g, ' ').trim().split(' ');
  return words
    .map((w, i) => {
      if (i > 0 && (LOWER.has(w) || (ARTICLES.has(w) && words[i - 1] === 'de'))) return w;
      return w.replace(/(^|[-(])(\p{L})/gu, (_m, p: string, c: string) => p + c.toUpperCase());
    })
    .join(' ');
}

interface GeoProvince {
  id: number;
  name: string;
}
interface GeoDepartment {
  code: string;
  name: string;
  /** [locality name, 4-digit postal code] */
  localities: [string, string][];
}

const readJson = (f: string) => JSON.parse(fs.readFileSync(path.join(SRC, f), 'utf8'));

const provinces: GeoProvince[] = readJson('georef-provincias.json')
  .provincias.map((p: { id: string; nombre: string }) => ({ id: Number(p.id), name: p.nombre }))
  .sort((a: GeoProvince, b: GeoProvince) => a.id - b.id);

const allDepartments: { id: string; nombre: string; provincia: { id: string } }[] = readJson('georef-departamentos.json').departamentos;

const departments: Record<string, GeoDepartment[]> = {};
let total = 0;
for (const [provinceId, fileName] of FARMING_PROVINCES) {
  const localities: { nombre: string; partido: string | null; municipio: string | null; cp: number | null }[] = readJson(
    `localities-by-province/${fileName}.json`,
  ).localidades;
  const byPartido = new Map<string, typeof localities>();
  for (const l of localities) {
    const key = norm(l.partido ?? '');
    if (!byPartido.has(key)) byPartido.set(key, []);
    byPartido.get(key)!.push(l);
  }
  const list: GeoDepartment[] = [];
  for (const d of allDepartments.filter((x) => x.provincia.id === provinceId)) {
    const key = norm(d.nombre);
    const locs = byPartido.get(ALIASES[key] ?? key) ?? [];
    if (locs.length === 0) console.warn(`no localities for ${fileName} / ${d.nombre}`);
    // Dedupe by name; localities that are a municipality seat first, then alphabetical.
    const seen = new Map<string, { name: string; zip: string; seat: boolean }>();
    for (const l of locs) {
      if (l.cp == null) continue;
      const name = titleCase(l.nombre);
      const k = norm(name);
      if (seen.has(k)) continue;
      seen.set(k, { name, zip: String(l.cp).padStart(4, '0'), seat: l.municipio != null && norm(l.municipio) === k });
    }
    const chosen = [...seen.values()]
      .sort((a, b) => Number(b.seat) - Number(a.seat) || a.name.localeCompare(b.name, 'es'))
      .slice(0, MAX_LOCALITIES)
      .sort((a, b) => a.name.localeCompare(b.name, 'es'));
    total += chosen.length;
    list.push({ code: d.id, name: d.nombre, localities: chosen.map((c) => [c.name, c.zip]) });
  }
  list.sort((a, b) => a.name.localeCompare(b.name, 'es'));
  departments[provinceId] = list;
}

const out = {
  source:
    'Fuente: Servicio de Normalización de Datos Geográficos de Argentina (georef-ar), datos.gob.ar (CC BY 4.0); códigos postales: neorepo/localidades-argentinas (MIT).',
  provinces,
  departments,
};
// One department per line: small diffs, still compact.
const lines = [
  '{',
  `"source": ${JSON.stringify(out.source)},`,
  `"provinces": ${JSON.stringify(provinces)},`,
  '"departments": {',
  Object.entries(departments)
    .map(([pid, deps]) => `${JSON.stringify(pid)}: [\n${deps.map((d) => JSON.stringify(d)).join(',\n')}\n]`)
    .join(',\n'),
  '}',
  '}',
];
fs.writeFileSync(OUT, lines.join('\n') + '\n');
console.log(
  `wrote ${OUT}: ${provinces.length} provinces, ${Object.values(departments).flat().length} departments, ${total} localities, ${fs.statSync(OUT).size} bytes`,
);

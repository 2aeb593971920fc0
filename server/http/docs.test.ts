// GET /api/docs: the OpenAPI 3.1 contract lists every route of the server, and every call the
// app's API modules make (src/api, read from their source) is one it lists.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { Ajv2020 } from 'ajv/dist/2020';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing';
import { projectRoot } from '../testing/processes';

let t: TestApp;
interface Media {
  schema?: Schema;
}
interface Response {
  description?: string;
  content?: Record<string, Media>;
}
interface Operation {
  'x-access'?: string;
  parameters?: { in: string; name: string; required?: boolean }[];
  responses: Record<string, Response>;
}
type Schema = Record<string, any>; // a JSON Schema, read by the tests
let doc: {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};

beforeAll(async () => {
  t = await createTestApp();
  await t.loginDemoUsers();
  const res = await t.as('admin').get('/api/docs');
  if (res.statusCode !== 200) console.log(res.body);
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(async () => {
  await t?.close();
});

/** A call of the app: its method and path, `*` where the path takes a value. */
interface AppCall {
  method: string;
  path: string;
  where: string;
}

const PATH_ARG: Record<string, number> = { listSource: 1 };
const METHOD_OF: Record<string, string> = { 'api.post': 'POST', 'api.put': 'PUT', 'api.delete': 'DELETE', 'api.upload': 'POST' };
const CALLERS = [
  'api.get',
  'api.post',
  'api.put',
  'api.delete',
  'api.record',
  'api.list',
  'api.upload',
  'api.download',
  'api.blob',
  'listSource',
  'apiFetch',
];

/** The variable declared as `name` in the file, if any. */
function declaration(source: ts.SourceFile, name: string): ts.Expression | undefined {
  let found: ts.Expression | undefined;
  const visit = (node: ts.Node) => {
    if (!found && ts.isVariableDeclaration(node) && node.name.getText(source) === name) found = node.initializer;
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The path texts an expression can be, when the file writes them (a template's values become `*`). */
function pathTexts(source: ts.SourceFile, node: ts.Expression | undefined): string[] | undefined {
  if (!node) return undefined;
  if (ts.isStringLiteralLike(node)) return [node.text];
  if (ts.isTemplateExpression(node)) return [node.head.text + node.templateSpans.map((s) => `*${s.literal.text}`).join('')];
  if (ts.isParenthesizedExpression(node)) return pathTexts(source, node.expression);
  if (ts.isConditionalExpression(node)) {
    const both = [pathTexts(source, node.whenTrue), pathTexts(source, node.whenFalse)];
    return both.every(Boolean) ? (both.flat() as string[]) : undefined;
  }
  if (ts.isIdentifier(node)) return pathTexts(source, declaration(source, node.text));
  if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
    const fn = declaration(source, node.expression.text);
    return fn && ts.isArrowFunction(fn) && !ts.isBlock(fn.body) ? pathTexts(source, fn.body) : undefined;
  }
  return undefined;
}

/** The paths the app's API modules pass to the API client; those the source does not write go to `dynamic`. */
function appCalls(): { calls: AppCall[]; dynamic: string[] } {
  const calls: AppCall[] = [];
  const dynamic: string[] = [];
  const dirs = ['src/api', 'src/http']; // and the data provider
  const files = [
    ...dirs.flatMap((d) => fs.readdirSync(path.join(projectRoot, d)).map((f) => path.join(projectRoot, d, f))),
    path.join(projectRoot, 'src/dataProvider.ts'),
  ];
  for (const file of files) {
    if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && CALLERS.includes(node.expression.getText(source))) {
        const callee = node.expression.getText(source);
        const where = `${path.relative(projectRoot, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
        const texts = pathTexts(source, node.arguments[PATH_ARG[callee] ?? 0]);
        if (!texts) dynamic.push(`${callee} ${where}`);
        else {
          const options = node.arguments.find(
            (a) => ts.isObjectLiteralExpression(a) && a.properties.some((p) => p.name?.getText(source) === 'method'),
          );
          const declared = options && /method:\s*'(\w+)'/.exec(options.getText(source))?.[1];
          const upload =
            callee === 'api.upload' && node.arguments[2] && ts.isStringLiteralLike(node.arguments[2]) ? node.arguments[2].text : undefined;
          const method = upload ?? declared ?? METHOD_OF[callee] ?? 'GET';
          for (const text of texts) calls.push({ method, path: (/^\//.test(text) ? text : `/api/${text}`).split('?')[0]!, where });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { calls, dynamic };
}

/** The react-admin resources the app names (`resource="clients"`, a screen's `resource: 'clients'`), where each is named. */
function appResources(): { resource: string; where: string }[] {
  const found: { resource: string; where: string }[] = [];
  const walk = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
  for (const file of walk(path.join(projectRoot, 'src')).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))) {
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const add = (node: ts.Node, value: ts.Node | undefined) => {
      if (!value || !ts.isStringLiteralLike(value)) return;
      const where = `${path.relative(projectRoot, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
      found.push({ resource: value.text, where });
    };
    const visit = (node: ts.Node) => {
      if (ts.isJsxAttribute(node) && node.name.getText(source) === 'resource') add(node, node.initializer);
      // `{ resource, action }` asks the access table (useCanAccess), not the API
      const asksAccess = (o: ts.Node) => ts.isObjectLiteralExpression(o) && o.properties.some((p) => p.name?.getText(source) === 'action');
      if (ts.isPropertyAssignment(node) && node.name.getText(source) === 'resource' && !asksAccess(node.parent))
        add(node, node.initializer);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

/** Whether the app's path (with `*`) is the contract's path (with `{param}`). */
function samePath(app: string, contract: string) {
  const a = app.split('/');
  const c = contract.split('/');
  return (
    a.length === c.length && a.every((s, i) => s === c[i] || s === '*' || /^\{\w+\}$/.test(c[i]!) || (s.includes('*') && /\{/.test(c[i]!)))
  );
}

describe('GET /api/docs', () => {
  it('answers OpenAPI 3.1 to an admin only', async () => {
    expect(doc.openapi).toBe('3.1.0');
    expect((await t.as('productor').get('/api/docs')).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/docs' })).statusCode).toBe(401);
  });

  it('lists every route of the server, with its access rule and its Spanish errors', () => {
    const missing = t.app.declaredRoutes.filter(
      (r) => r.method !== 'HEAD' && !doc.paths[r.url.replace(/:(\w+)/g, '{$1}')]?.[r.method.toLowerCase()],
    );
    expect(missing).toEqual([]);
    expect(t.app.declaredRoutes.length).toBeGreaterThan(80);
    const create = doc.paths['/api/clients']!.post!;
    expect(create['x-access']).toBe('clients.create');
    expect(Object.keys(create.responses)).toEqual(expect.arrayContaining(['401', '403', '422']));
    expect(JSON.stringify(create.responses['422'])).toContain('Ocurrió un error de validación.');
    expect(Object.keys(doc.paths).every((p) => /^\/(api|oauth)\//.test(p))).toBe(true);
  });

  it('lists every call of the app’s API modules', () => {
    const { calls, dynamic } = appCalls();
    expect(calls.length).toBeGreaterThan(50);
    const unknown = calls.filter((c) => !Object.entries(doc.paths).some(([p, ops]) => samePath(c.path, p) && ops[c.method.toLowerCase()]));
    expect(unknown).toEqual([]);
    // the calls whose path is not written where they are: the client's own wrappers and the data provider's resources
    // not written where they are called: the client's own wrappers, the data provider's resource
    // paths, and the logo, whose path the server gives in the user record
    const unwritten = dynamic.filter((w) => !w.includes(' src/api/client.ts:') && !w.startsWith('api.blob '));
    expect([...new Set(unwritten.map((w) => w.split(' ')[1]!.split(':')[0]))]).toEqual(['src/dataProvider.ts']);
  });

  it('lists the resources the data provider reads and writes (GET /api/<resource>, /api/<resource>/{id})', () => {
    const resources = appResources();
    expect(resources.map((r) => r.resource)).toEqual(expect.arrayContaining(['clients', 'users', 'negotiations', 'ignore_discounts']));
    const unknown = resources.filter(({ resource }) => !doc.paths[`/api/${resource}`] && !doc.paths[`/api/${resource}/{id}`]);
    expect(unknown).toEqual([]);
  });
});

/** Compiles a schema of the document (its `#/components` refs resolved against the document's). */
function compiler() {
  const ajv = new Ajv2020({ strict: false, validateFormats: false });
  ajv.addSchema({ $id: 'doc', components: doc.components });
  return (schema: Schema) => ajv.compile(JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"doc#/components/')));
}

/** The success answers of an operation (2xx, 3xx). */
const successes = (op: Operation) => Object.entries(op.responses).filter(([status]) => /^[23]\d\d$/.test(status));
const jsonOf = (op: Operation, status: string) => op.responses[status]?.content?.['application/json']?.schema;
const component = (ref: Schema | undefined) => doc.components.schemas[String(ref?.$ref).replace('#/components/schemas/', '')];

describe('GET /api/docs: the answers', () => {
  it('gives every route a success answer: a JSON schema, a file with its content type, or no body (204, 304)', () => {
    const bad: string[] = [];
    for (const r of t.app.declaredRoutes.filter((r) => r.method !== 'HEAD')) {
      const op = doc.paths[r.url.replace(/:(\w+)/g, '{$1}')]![r.method.toLowerCase()]!;
      const answers = successes(op);
      if (!answers.length) bad.push(`${r.method} ${r.url}: sin respuesta correcta`);
      for (const [status, answer] of answers) {
        const media = Object.entries(answer.content ?? {});
        if (!answer.description) bad.push(`${r.method} ${r.url} ${status}: sin descripción`);
        if (status === '204' || status === '304') {
          if (media.length) bad.push(`${r.method} ${r.url} ${status}: con cuerpo`);
        } else if (!media.length) bad.push(`${r.method} ${r.url} ${status}: sin cuerpo`);
        for (const [type, { schema }] of media) {
          const described = type === 'application/json' ? schema && Object.keys(schema).length > 0 : schema?.format === 'binary';
          if (!described) bad.push(`${r.method} ${r.url} ${status} ${type}: sin esquema`);
        }
      }
    }
    expect(bad).toEqual([]);
  });

  it('answers the envelopes of docs/rules/contract.md: lists with their total and pages, one record in data, 201 and 204', () => {
    const list = jsonOf(doc.paths['/api/clients']!.get!, '200')!;
    expect(list.required).toEqual(['data', 'meta']);
    expect(list.properties.data.properties.clients).toEqual({ type: 'array', items: { $ref: '#/components/schemas/Client' } });
    expect(Object.keys(list.properties.meta.properties)).toEqual(['total', 'currentPage', 'perPage', 'lastPage']);
    expect(list.properties.meta.required).toEqual(['total']);
    const client = component(list.properties.data.properties.clients.items)!;
    expect(client.properties).toMatchObject({
      cuit: { type: 'string' },
      sancorId: { type: 'string' },
      deletedAt: { anyOf: [{ type: 'null' }, { type: 'string' }] },
    });

    const one = doc.paths['/api/clients/{id}']!;
    expect(jsonOf(one.get!, '200')).toEqual({
      type: 'object',
      properties: { data: { $ref: '#/components/schemas/Client' } },
      required: ['data'],
    });
    expect(jsonOf(one.put!, '200')).toEqual(jsonOf(one.get!, '200'));
    expect(successes(doc.paths['/api/clients']!.post!).map(([s]) => s)).toEqual(['201']);
    expect(jsonOf(doc.paths['/api/clients']!.post!, '201')).toEqual(jsonOf(one.get!, '200'));
    expect(successes(one.delete!)).toEqual([['204', { description: expect.any(String) }]]);

    const token = jsonOf(doc.paths['/oauth/token']!.post!, '200')!;
    expect(component(token)!.properties).toMatchObject({
      token_type: { type: 'string', enum: ['Bearer'] },
      access_token: { type: 'string' },
      refresh_token: { type: 'string' },
    });
  });

  it('declares the downloads as binary files of their content type', () => {
    const file = (p: string, method = 'get') => Object.keys(doc.paths[p]![method]!.responses['200']!.content ?? {});
    expect(file('/api/negotiations/{id}/negotiations_report')).toEqual(['application/pdf']);
    expect(file('/api/rates/export')).toEqual(['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']);
    expect(file('/api/simulator-excel/{id}', 'post')).toEqual(['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']);
    expect(
      doc.paths['/api/rates/export']!.get!.responses['200']!.content!['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']!
        .schema,
    ).toMatchObject({ type: 'string', format: 'binary' });
  });

  it('gives the Spanish errors: 422 {message, errors}, {message} for 401, 403, 404 and the 409 a handler throws', () => {
    const risk = doc.paths['/api/risks/{id}']!.put!;
    expect(jsonOf(risk, '422')).toMatchObject({ required: ['message', 'errors'] });
    for (const status of ['401', '403', '404', '409']) expect(jsonOf(risk, status)).toMatchObject({ required: ['message'] });
    expect(doc.paths['/api/quotations/{id}/accept']!.put!.responses['409']).toBeDefined();
    expect(doc.paths['/api/clients/{id}']!.get!.responses['409']).toBeUndefined();
  });

  it('describes what the server really answers: each GET without parameters, and the first record of each list', async () => {
    const compile = compiler();
    const checked: string[] = [];
    const wrong: unknown[] = [];
    const check = async (url: string, contractPath: string) => {
      const res = await t.as('admin').get(url);
      const schema = jsonOf(doc.paths[contractPath]!.get!, '200');
      if (res.statusCode !== 200 || !schema || !/json/.test(String(res.headers['content-type']))) return undefined;
      const validate = compile(schema);
      const body = res.json();
      if (!validate(body)) wrong.push({ url, errors: validate.errors });
      checked.push(url);
      return body;
    };
    for (const p of Object.keys(doc.paths).filter((p) => !p.includes('{') && doc.paths[p]!.get)) {
      const body = await check(p, p);
      const rows = body && Object.values((body.data ?? {}) as Record<string, unknown>).find(Array.isArray);
      const first = (rows as { id?: number }[] | undefined)?.[0]?.id;
      if (first !== undefined && doc.paths[`${p}/{id}`]?.get) await check(`${p}/${first}`, `${p}/{id}`);
    }
    expect(wrong).toEqual([]);
    expect(checked).toEqual(expect.arrayContaining(['/api/clients', '/api/negotiations', '/api/user', '/api/settings', '/api/docs']));
    expect(checked.filter((u) => /\/\d+$/.test(u)).length).toBeGreaterThan(5);
  });

  it('is a well-formed OpenAPI 3.1 document: every $ref resolves, every path parameter is declared, every schema compiles', () => {
    expect(doc.info).toMatchObject({ title: expect.any(String), version: expect.any(String) });
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"([^"]+)"/g)].map((m) => m[1]!);
    expect(refs.length).toBeGreaterThan(50);
    expect(refs.filter((r) => !component({ $ref: r }))).toEqual([]);
    const compile = compiler();
    for (const [p, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const declared = (op.parameters ?? []).filter((x) => x.in === 'path').map((x) => x.name);
        expect(declared.sort(), `${method} ${p}`).toEqual([...p.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort());
        for (const [status, answer] of Object.entries(op.responses)) {
          expect(status, `${method} ${p}`).toMatch(/^([1-5]\d\d|default)$/);
          expect(answer.description, `${method} ${p} ${status}`).toEqual(expect.any(String));
          for (const { schema } of Object.values(answer.content ?? {})) {
            expect(() => compile(schema ?? {}), `${method} ${p} ${status}`).not.toThrow();
          }
        }
      }
    }
  });
});

// GET /api/docs: the OpenAPI 3.1 contract lists every route of the server, and every call the
// app's API modules make (src/api, read from their source) is one it lists.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing';
import { projectRoot } from '../testing/processes';

let t: TestApp;
let doc: { openapi: string; paths: Record<string, Record<string, { 'x-access'?: string; responses: Record<string, unknown> }>> };

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
    expect(unwritten.map((w) => w.split(' ')[1]!.split(':')[0])).toEqual(['src/dataProvider.ts']);
  });
});

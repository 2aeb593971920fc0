// The success answers of every /api and /oauth route, read from the server's own TypeScript types
// (what each handler returns or sends, with its status and content type) and written to
// server/http/openapi-answers.json, which server/http/openapi.ts adds to the OpenAPI document.
// Only the document reads them: no answer is validated or re-serialized (docs/rules/contract.md).
//
//   npm run openapi:answers    (server/http/openapi-answers.test.ts fails while the file is stale)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

type Schema = Record<string, unknown>;

/** One success answer: a JSON body's schema, the content types of a file, or nothing (204, 304). */
export interface Answer {
  json?: Schema;
  files?: string[];
}

export interface Answers {
  /** Named types of the answers (entities, rows), for `#/components/schemas/<name>`. */
  schemas: Record<string, Schema>;
  /** `METHOD /url` (the url as Fastify declares it) -> status -> answer. */
  routes: Record<string, Record<string, Answer>>;
  /** `METHOD /url` -> the error statuses its handler can throw (HttpError of server/http/errors.ts). */
  errors: Record<string, number[]>;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const ANSWERS_FILE = path.join(root, 'server/http/openapi-answers.json');
/** The size of a route's inline schema (named types are components) that means a library's type got expanded. */
const MAX_ANSWER = 20_000;
const METHODS = new Set(['get', 'post', 'put', 'delete', 'patch']);
const BINARY = new Set(['Buffer', 'Uint8Array', 'ArrayBuffer', 'Readable', 'ReadStream', 'Stream']);
/** Files whose content type the code decides at run time (the logo is sniffed from its bytes: src/domain/users/logo.ts). */
const RUNTIME_CONTENT_TYPE = 'application/octet-stream';

function serverProgram() {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    path.join(root, 'tsconfig.server.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  )!;
  const rootNames = parsed.fileNames.filter((f) => f.includes('/server/') && !/\.test\.ts$/.test(f));
  return ts.createProgram({ rootNames, options: { ...parsed.options, noEmit: true, composite: false, incremental: false } });
}

const inProject = (node: ts.Node) => !node.getSourceFile().fileName.includes('/node_modules/');

/** JSON Schemas of TypeScript types, with the project's named, non-generic types as components. */
class SchemaWriter {
  readonly schemas: Record<string, Schema> = {};
  private readonly names = new Map<ts.Type, string>();
  private readonly expanding = new Set<ts.Type>();
  constructor(private readonly checker: ts.TypeChecker) {}

  of(type: ts.Type, depth = 0): Schema {
    const c = this.checker;
    const f = type.flags;
    if (depth > 12 || f & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return {};
    if (f & ts.TypeFlags.StringLiteral) return { type: 'string', const: (type as ts.StringLiteralType).value };
    if (f & ts.TypeFlags.NumberLiteral) return { type: 'number', const: (type as ts.NumberLiteralType).value };
    if (f & ts.TypeFlags.BooleanLiteral) return { type: 'boolean', const: c.typeToString(type) === 'true' };
    if (f & (ts.TypeFlags.String | ts.TypeFlags.TemplateLiteral | ts.TypeFlags.BigInt)) return { type: 'string' };
    if (f & ts.TypeFlags.Number) return { type: 'number' };
    if (f & ts.TypeFlags.Boolean) return { type: 'boolean' };
    if (f & ts.TypeFlags.Null) return { type: 'null' };
    if (type.isUnion()) return this.union(type.types, depth);
    const name = type.getSymbol()?.getName() ?? '';
    if (name === 'Date') return { type: 'string', format: 'date-time' };
    if (BINARY.has(name)) return { type: 'string', format: 'binary' };
    if (c.isArrayType(type)) return { type: 'array', items: this.of(c.getTypeArguments(type as ts.TypeReference)[0]!, depth + 1) };
    if (c.isTupleType(type)) {
      const items = c.getTypeArguments(type as ts.TypeReference).map((t) => this.of(t, depth + 1));
      return { type: 'array', prefixItems: items, minItems: items.length, maxItems: items.length };
    }
    // A library's named type: a flat record (a captcha challenge) is written out; anything deeper
    // (an OpenAPI document, a reply) is only named, since its schema is the library's.
    const symbol = type.getSymbol();
    if (symbol && !symbol.getName().startsWith('__') && !symbol.declarations?.some(inProject) && !this.flat(type)) {
      return { type: 'object', description: `${symbol.getName()} (${this.packageOf(symbol)})` };
    }
    const named = this.componentName(type);
    if (!named) {
      if (this.expanding.has(type)) return {};
      this.expanding.add(type);
      const schema = this.object(type, depth);
      this.expanding.delete(type);
      return schema;
    }
    if (!this.names.has(type)) {
      this.names.set(type, named);
      this.schemas[named] = {};
      this.schemas[named] = this.object(type, depth);
    }
    return { $ref: `#/components/schemas/${this.names.get(type)}` };
  }

  /** Whether every member of the type is a primitive, or (`levels` deep) an object of those. */
  private flat(type: ts.Type, levels = 2): boolean {
    const simple = (t: ts.Type): boolean =>
      t.isUnion() ? t.types.every(simple) : !(t.flags & ts.TypeFlags.Object) || (levels > 0 && this.flat(t, levels - 1));
    const members = [
      ...this.checker.getPropertiesOfType(type).map((p) => this.checker.getTypeOfSymbol(p)),
      ...this.checker.getIndexInfosOfType(type).map((i) => i.type),
    ];
    return members.length > 0 && members.every(simple);
  }

  private packageOf(symbol: ts.Symbol) {
    const file = symbol.declarations?.[0]?.getSourceFile().fileName ?? '';
    return /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file)?.[1] ?? 'TypeScript';
  }

  private union(members: ts.Type[], depth: number): Schema {
    const kept = members.filter((t) => !(t.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void | ts.TypeFlags.Never)));
    const booleans = kept.filter((t) => t.flags & ts.TypeFlags.BooleanLiteral);
    const strings = kept.filter((t) => t.flags & ts.TypeFlags.StringLiteral).map((t) => (t as ts.StringLiteralType).value);
    const others = kept.filter((t) => !(t.flags & (ts.TypeFlags.BooleanLiteral | ts.TypeFlags.StringLiteral)));
    const parts = [
      ...(booleans.length === 2 ? [{ type: 'boolean' }] : booleans.map((t) => this.of(t, depth))),
      ...(strings.length > 1 ? [{ type: 'string', enum: strings }] : strings.map((s) => ({ type: 'string', const: s }))),
      ...others.map((t) => this.of(t, depth + 1)),
    ];
    const unique = parts.filter((p, i) => parts.findIndex((q) => JSON.stringify(q) === JSON.stringify(p)) === i);
    return unique.length === 1 ? unique[0]! : { anyOf: unique };
  }

  /** The name of a project interface or type alias without type arguments, unique among the components. */
  private componentName(type: ts.Type): string | undefined {
    if (this.names.has(type)) return this.names.get(type);
    const symbol = type.aliasSymbol ?? type.getSymbol();
    if (!symbol || (type.aliasSymbol ? type.aliasTypeArguments?.length : !(symbol.flags & ts.SymbolFlags.Interface))) return undefined;
    if ((type as ts.TypeReference).typeArguments?.length) return undefined;
    if (!symbol.declarations?.some(inProject)) return undefined;
    let name = symbol.getName();
    for (let n = 2; this.schemas[name]; n++) name = `${symbol.getName()}${n}`;
    return name;
  }

  private object(type: ts.Type, depth: number): Schema {
    const c = this.checker;
    const properties: Record<string, Schema> = {};
    const required: string[] = [];
    for (const prop of c.getPropertiesOfType(type)) {
      const propType = c.getTypeOfSymbol(prop);
      if (propType.getCallSignatures().length) continue;
      const schema = this.of(propType, depth + 1);
      const doc = ts.displayPartsToString(prop.getDocumentationComment(c)).trim();
      properties[prop.getName()] = doc && !schema.$ref ? { ...schema, description: doc } : schema;
      const optional =
        prop.flags & ts.SymbolFlags.Optional || (propType.isUnion() && propType.types.some((t) => t.flags & ts.TypeFlags.Undefined));
      if (!optional) required.push(prop.getName());
    }
    const index = c.getIndexInfosOfType(type).find((i) => i.keyType.flags & ts.TypeFlags.String);
    return {
      type: 'object',
      ...(Object.keys(properties).length && { properties }),
      // sorted: the checker's order of a mapped or spread type's properties changes with unrelated code
      ...(required.length && { required: required.sort() }),
      ...(index && { additionalProperties: this.of(index.type, depth + 1) }),
    };
  }
}

/** A helper's parameters bound to what its caller passed. */
type Bindings = Map<string, ts.Expression>;

interface Sent {
  statuses: number[];
  contentTypes: string[];
  body?: ts.Type;
}

/** What a handler answers: its returned value (200), and every `reply...send(x)` it or a helper given the reply makes. */
class HandlerReader {
  private readonly thrown = new Map<ts.Node, Set<number>>();
  constructor(private readonly checker: ts.TypeChecker) {}

  answers(fn: ts.SignatureDeclaration & { body?: ts.Node }): { sent: Sent[]; returned: ts.Type[] } {
    const sent = this.sends(fn, 1, new Set(), new Map());
    const signature = this.checker.getSignatureFromDeclaration(fn);
    const awaited = signature && this.checker.getAwaitedType(this.checker.getReturnTypeOfSignature(signature));
    const kept = (awaited?.isUnion() ? awaited.types : awaited ? [awaited] : []).filter(
      (t) => !(t.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void | ts.TypeFlags.Never)) && t.getSymbol()?.getName() !== 'FastifyReply',
    );
    return { sent, returned: kept };
  }

  /** The sends on the function's parameter `replyIndex`, following helpers the reply is passed to. */
  private sends(fn: ts.SignatureDeclaration & { body?: ts.Node }, replyIndex: number, seen: Set<ts.Node>, args: Bindings): Sent[] {
    const param = fn.parameters[replyIndex];
    if (!fn.body || !param || !ts.isIdentifier(param.name) || seen.has(fn)) return [];
    seen.add(fn);
    const reply = param.name.text;
    const out: Sent[] = [];
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node)) {
        const callee = node.expression;
        if (ts.isPropertyAccessExpression(callee) && callee.name.text === 'send' && this.rootName(callee.expression) === reply) {
          out.push(this.sent(callee.expression, node.arguments[0], args));
        }
        const index = node.arguments.findIndex((a) => ts.isIdentifier(a) && a.text === reply);
        const helper = index >= 0 ? this.declarationOf(callee) : undefined;
        if (helper) {
          const bound: Bindings = new Map();
          helper.parameters.forEach((p, i) => ts.isIdentifier(p.name) && node.arguments[i] && bound.set(p.name.text, node.arguments[i]));
          out.push(...this.sends(helper, index, seen, bound));
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(fn.body);
    return out;
  }

  private rootName(node: ts.Expression): string | undefined {
    while (ts.isCallExpression(node) || ts.isPropertyAccessExpression(node)) node = node.expression;
    return ts.isIdentifier(node) ? node.text : undefined;
  }

  /** The status, content type and body of `reply.status(n).type(t)...send(body)`. */
  private sent(chain: ts.Expression, body: ts.Expression | undefined, args: Bindings): Sent {
    const result: Sent = { statuses: [], contentTypes: [], body: body && this.checker.getTypeAtLocation(body) };
    for (let node = chain; ts.isCallExpression(node) || ts.isPropertyAccessExpression(node); node = node.expression) {
      if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression)) continue;
      const [first, second] = node.arguments;
      const method = node.expression.name.text;
      if ((method === 'status' || method === 'code') && first) result.statuses.push(...this.literals(first, 'number', args));
      if (method === 'type' && first) result.contentTypes.push(...this.literals(first, 'string', args));
      if (method === 'header' && second && ts.isStringLiteralLike(first!) && first.text.toLowerCase() === 'content-type') {
        result.contentTypes.push(...this.literals(second, 'string', args));
      }
    }
    if (!result.statuses.length) result.statuses.push(200);
    return result;
  }

  /** The literal values an expression's type allows; a content type decided at run time is RUNTIME_CONTENT_TYPE. */
  private literals(node: ts.Expression, kind: 'number' | 'string', args: Bindings): never[] {
    // a helper's parameter, or a table looked up by one: what the caller passed
    if (ts.isIdentifier(node) && args.has(node.text)) return this.literals(args.get(node.text)!, kind, new Map());
    if (ts.isElementAccessExpression(node) && ts.isIdentifier(node.argumentExpression) && args.has(node.argumentExpression.text)) {
      const table = this.checker.getTypeAtLocation(node.expression);
      const keys: string[] = this.literals(args.get(node.argumentExpression.text)!, 'string', new Map());
      const values = keys.map((k) => table.getProperty(k)).map((p) => p && this.checker.getTypeOfSymbol(p));
      if (values.every((t) => t?.isLiteral())) return values.map((t) => (t as ts.LiteralType).value) as never[];
    }
    const type = this.checker.getTypeAtLocation(node);
    const values = (type.isUnion() ? type.types : [type]).map((t) => (t.isLiteral() ? t.value : undefined));
    if (values.every((v) => typeof v === kind)) return values as never[];
    if (kind === 'string') return [RUNTIME_CONTENT_TYPE] as never[];
    throw new Error(
      `${node.getSourceFile().fileName}: the status ${node.getText()} is not a literal; write its possible values in its type`,
    );
  }

  /** The statuses of the HttpErrors (server/http/errors.ts) the function can throw, through the project's functions it calls. */
  errors(fn: ts.Node, visiting = new Set<ts.Node>()): Set<number> {
    const known = this.thrown.get(fn);
    if (known) return known;
    const found = new Set<number>();
    if (visiting.has(fn)) return found;
    visiting.add(fn);
    const visit = (node: ts.Node) => {
      if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'HttpError') {
        const [status] = node.arguments ?? [];
        if (status && ts.isNumericLiteral(status)) found.add(Number(status.text));
      }
      if (ts.isCallExpression(node)) {
        const callee = this.declarationOf(node.expression);
        if (callee?.body) for (const status of this.errors(callee, visiting)) found.add(status);
      }
      ts.forEachChild(node, visit);
    };
    visit(fn);
    visiting.delete(fn);
    this.thrown.set(fn, found);
    return found;
  }

  declarationOf(node: ts.Node): (ts.SignatureDeclaration & { body?: ts.Node }) | undefined {
    let symbol = this.checker.getSymbolAtLocation(node);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = this.checker.getAliasedSymbol(symbol);
    const decl = symbol?.valueDeclaration;
    if (!decl || !inProject(decl)) return undefined;
    if (ts.isFunctionDeclaration(decl) || ts.isMethodDeclaration(decl)) return decl;
    if (ts.isPropertyAssignment(decl) && ts.isFunctionLike(decl.initializer))
      return decl.initializer as ts.SignatureDeclaration & { body?: ts.Node };
    if (ts.isVariableDeclaration(decl) && decl.initializer && ts.isFunctionLike(decl.initializer)) {
      return decl.initializer as ts.SignatureDeclaration & { body?: ts.Node };
    }
    return undefined;
  }
}

/** The routes `api.<method>('/api/...' | '/oauth/...', options, handler)` of the server and their answers. */
export function readAnswers(): Answers {
  const program = serverProgram();
  const checker = program.getTypeChecker();
  const writer = new SchemaWriter(checker);
  const reader = new HandlerReader(checker);
  const routes: Answers['routes'] = {};
  const errors: Answers['errors'] = {};
  const files = program
    .getSourceFiles()
    .filter((f) => f.fileName.startsWith(path.join(root, 'server/')) && !f.fileName.endsWith('.test.ts'));
  for (const file of files.sort((a, b) => a.fileName.localeCompare(b.fileName))) {
    const visit = (node: ts.Node) => {
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        METHODS.has(node.expression.name.text) &&
        node.arguments.length >= 2 &&
        ts.isStringLiteralLike(node.arguments[0]!) &&
        /^\/(api|oauth)\//.test(node.arguments[0].text)
      ) {
        const last = node.arguments[node.arguments.length - 1]!;
        const handler = ts.isFunctionLike(last) ? (last as ts.SignatureDeclaration & { body?: ts.Node }) : reader.declarationOf(last);
        if (!handler) throw new Error(`${file.fileName}: the handler of ${node.arguments[0].text} is not a function the script can read`);
        const key = `${node.expression.name.text.toUpperCase()} ${node.arguments[0].text}`;
        routes[key] = answersOf(reader.answers(handler), writer);
        errors[key] = [...reader.errors(handler)].sort();
        if (JSON.stringify(routes[key]).length > MAX_ANSWER) {
          throw new Error(`${key}: its answer's schema is too big to read; give the handler a return type of the project`);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  const sorted = <T>(o: Record<string, T>) => Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)));
  return { schemas: sorted(writer.schemas), routes: sorted(routes), errors: sorted(errors) };
}

function answersOf({ sent, returned }: ReturnType<HandlerReader['answers']>, writer: SchemaWriter): Record<string, Answer> {
  const out: Record<string, Answer> = {};
  const add = (status: number, answer: Answer) => {
    const had = out[status];
    if (!had) out[status] = answer;
    else if (answer.files) had.files = [...new Set([...(had.files ?? []), ...answer.files])];
    else if (answer.json && had.json && JSON.stringify(had.json) !== JSON.stringify(answer.json))
      had.json = { anyOf: [had.json, answer.json] };
    else had.json ??= answer.json;
  };
  for (const type of returned) add(200, { json: writer.of(type) });
  for (const s of sent) {
    const binary = s.body && BINARY.has(s.body.getSymbol()?.getName() ?? '');
    const answer: Answer = binary
      ? { files: s.contentTypes.length ? s.contentTypes : [RUNTIME_CONTENT_TYPE] }
      : s.body && !(s.body.flags & ts.TypeFlags.Undefined)
        ? { json: writer.of(s.body) }
        : {};
    for (const status of s.statuses) if (status < 400) add(status, answer); // errors: server/http/openapi.ts
  }
  return out;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  fs.writeFileSync(ANSWERS_FILE, `${JSON.stringify(readAnswers(), null, 2)}\n`);
  console.log(`${path.relative(root, ANSWERS_FILE)} escrito.`);
}

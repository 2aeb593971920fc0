// The JSON body parser of every route. Before JSON.parse, one pass over the text refuses a body
// nested deeper than BODY_LIMITS.depth or with a list (or object) of more than BODY_LIMITS.items
// elements: a 400 before any work, so no walk over a body (the text checks, the schemas, the
// audit log) ever meets 100,000 levels or a million elements. Prototype keys keep Fastify's
// default handling (a 400).
import type { FastifyInstance } from 'fastify';
import { BODY_LIMITS } from '../../src/domain/core/limits';
import { formatNumber } from '../../src/domain/core/format';
import { HttpError } from './errors';

export const TOO_DEEP_MESSAGE = `El cuerpo de la solicitud tiene más de ${BODY_LIMITS.depth} niveles anidados.`;
export const TOO_MANY_ITEMS_MESSAGE = `Una lista del cuerpo de la solicitud tiene más de ${formatNumber(BODY_LIMITS.items, 0)} elementos.`;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;
const COMMA = 0x2c;

/** The message of a body beyond the limits, or null. Malformed JSON is left to JSON.parse. */
export function jsonShapeProblem(text: string): string | null {
  // Separators seen at each open level: a list of n elements has n - 1 of them.
  const commas: number[] = [];
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      if (commas.length >= BODY_LIMITS.depth) return TOO_DEEP_MESSAGE;
      commas.push(0);
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) {
      commas.pop();
    } else if (c === COMMA && commas.length) {
      const top = commas.length - 1;
      commas[top] = (commas[top] ?? 0) + 1;
      if ((commas[top] ?? 0) >= BODY_LIMITS.items) return TOO_MANY_ITEMS_MESSAGE;
    }
  }
  return null;
}

/** Replaces Fastify's JSON parser with the same one behind the shape check. */
export function installJsonBodyParser(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const problem = jsonShapeProblem(body as string);
    if (problem) return done(new HttpError(400, problem), undefined);
    return parse(request, body as string, done);
  });
}

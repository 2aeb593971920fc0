// Coverage-user form (docs/rules/coverage-links.md#validaciones): a producer's video link per coverage.

import { z } from 'zod';
import { TEXT_LIMITS } from '../core/limits';
import { INVALID_PAYLOAD_MESSAGE } from '../core/fields';
import { idSchema } from '../core/ids';

export const COVERAGE_LINK_MESSAGES = {
  link: 'El link debe iniciar con https:// o http://',
  coverage: 'Seleccione una cobertura',
  /** General error of the form when a field is wrong. */
  invalidForm: 'Hay campos incorrectos.',
  duplicate: 'La cobertura ya tiene un link para este usuario.',
  coverageNotFound: 'No se encontró la cobertura.',
  linkNotFound: 'La cobertura no tiene un link para este usuario.',
  created: 'El link de la cobertura fue registrado.',
  updated: 'El link de la cobertura fue actualizado.',
  deleted: 'El link de la cobertura fue eliminado.',
} as const;

export const MAX_LINK_LENGTH = TEXT_LIMITS.link;

/** http(s)://, then at least one character and no spaces. */
const LINK_PATTERN = /^https?:\/\/\S+$/i;

/** A web link (the rule of every video link: producers' coverage links and a coverage's own video). */
export const isWebLink = (s: string) => s.length <= MAX_LINK_LENGTH && LINK_PATTERN.test(s);

export const linkField = z.string({ error: COVERAGE_LINK_MESSAGES.link }).trim().refine(isWebLink, { error: COVERAGE_LINK_MESSAGES.link });

/** Body of POST/PUT /api/users/{id}/coverages/{coverageId}. */
export const coverageLinkSchema = z.object({ link: linkField }, { error: INVALID_PAYLOAD_MESSAGE });

/** The screen's form: the coverage (a select, '' when none) and the link. */
export const coverageLinkFormSchema = z.object({
  coverageId: idSchema(COVERAGE_LINK_MESSAGES.coverage),
  link: linkField,
});

export type CoverageLinkData = z.output<typeof coverageLinkSchema>;
export type CoverageLinkFormInput = z.input<typeof coverageLinkFormSchema>;
export type CoverageLinkFormData = z.output<typeof coverageLinkFormSchema>;

export const emptyCoverageLinkForm = { coverageId: '', link: '' } satisfies CoverageLinkFormInput;

// Which payload fields each wizard step checks (docs/rules/quotations.md#asistentes), over the
// messages of the shared schema.
import type { z } from 'zod';

export const STEPS = ['Cliente', 'Coberturas', 'Configuraciones', 'Terminar'] as const;

const RISK_STEP_2 = new Set(['discount']);
const RISK_STEP_1 = new Set(['addons', 'splitCoverages']);

/** The step (0..2) an issue of the payload schema belongs to. */
export function stepOf(path: readonly PropertyKey[]): number {
  const [first, , riskField] = path.map(String);
  if (first === 'modules' || first === 'splitCoverages') return 1;
  if (first === 'risks' && riskField !== undefined) {
    if (RISK_STEP_1.has(riskField)) return 1;
    if (RISK_STEP_2.has(riskField)) return 2;
    return 0;
  }
  if (first === 'client_id' || first === 'client' || first === 'user_id' || first === 'risks') return 0;
  return 2;
}

/** The schema's issues of one step, as form paths and messages (first message of each path). */
export function stepIssues(issues: readonly z.core.$ZodIssue[], step: number): { name: string; message: string }[] {
  const seen = new Map<string, string>();
  for (const issue of issues) {
    if (stepOf(issue.path) !== step) continue;
    const name = issue.path.map(String).join('.');
    if (!seen.has(name)) seen.set(name, issue.message);
  }
  return [...seen].map(([name, message]) => ({ name, message }));
}

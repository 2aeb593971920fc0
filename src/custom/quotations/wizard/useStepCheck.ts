// A wizard step's check (docs/rules/quotations.md#asistentes): the shared schema's messages of the
// step (and the producer's maximum discount on Configuraciones), each under its field and all of
// them in the step's list. 'Siguiente' is not a submit of the form, so react-hook-form (mode
// 'onSubmit') never re-validates on change and the messages set here would stay after the fields
// are fixed: once a check has found messages, every change checks the step again, as
// react-hook-form does after a submit, and each message goes as soon as its field is valid.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import type { NegotiationPayload } from '../../../domain/quotations/schema';
import { discountsAboveCap, useDiscountCap } from './discountCap';
import { negotiationFormSchema, simpleNegotiationFormSchema } from './schema';
import { stepIssues } from './steps';

/** What a check found: the step's messages, and the whole payload when every step is valid. */
interface StepResult {
  passed: boolean;
  payload?: NegotiationPayload;
}

export function useStepCheck(step: number, simple = false) {
  const { getValues, getFieldState, setError, clearErrors, watch } = useFormContext();
  const cap = useDiscountCap();
  const [messages, setMessages] = useState<string[]>([]);
  const [watching, setWatching] = useState(false);
  // The fields this check put a message under.
  const marked = useRef<string[]>([]);
  const latest = useRef(0);

  /** Checks the step as it is now; undefined when a later check took its place. */
  const check = useCallback(async (): Promise<StepResult | undefined> => {
    const call = ++latest.current;
    const values = getValues();
    const parsed = await (simple ? simpleNegotiationFormSchema : negotiationFormSchema).safeParseAsync(values);
    if (call !== latest.current) return undefined;
    const capIssues = step === 2 ? discountsAboveCap((values.risks as { discount?: unknown }[] | undefined) ?? [], cap) : [];
    const issues = [...(parsed.success ? [] : stepIssues(parsed.error.issues, step)), ...capIssues];
    const names = issues.map((i) => i.name);
    clearErrors(marked.current.filter((name) => !names.includes(name)));
    for (const { name, message } of issues)
      if (getFieldState(name).error?.message !== message) setError(name, { type: 'validate', message });
    marked.current = names;
    setMessages([...new Set(issues.map((i) => i.message))]);
    return { passed: issues.length === 0, payload: parsed.success ? parsed.data : undefined };
  }, [getValues, getFieldState, setError, clearErrors, simple, step, cap]);

  useEffect(() => {
    if (!watching) return;
    const subscription = watch(() => void check());
    return () => subscription.unsubscribe();
  }, [watching, watch, check]);

  /** 'Siguiente': a fresh check of the step (older messages, a server's included, go first). */
  const checkStep = useCallback(async () => {
    clearErrors();
    marked.current = [];
    const result = await check();
    setWatching(!!result && !result.passed);
    return result;
  }, [check, clearErrors]);

  /** Leaving the step: its messages go and changes are no longer checked. */
  const stop = useCallback(() => {
    latest.current++;
    clearErrors(marked.current);
    marked.current = [];
    setMessages([]);
    setWatching(false);
  }, [clearErrors]);

  return { messages, checkStep, stop };
}

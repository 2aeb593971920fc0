import { useCallback, useEffect, useRef, type MutableRefObject, type ReactNode, type RefObject } from 'react';
import { Form, useRegisterMutationMiddleware, type FormProps } from 'react-admin';
import { useFormContext, useFormState, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Alert from '@mui/material/Alert';
import { ValidationErrors } from '../ValidationErrors';
import { useReportUnsavedChanges } from './UnsavedChanges';
import { useFormSubmit, type FormSubmitOptions } from './useFormSubmit';

/** The messages of the form's own checks (the schema's), in field order; server messages left out. */
function clientMessages(errors: FieldErrors): string[] {
  const out: string[] = [];
  const walk = (value: unknown) => {
    if (!value || typeof value !== 'object') return;
    const e = value as { message?: unknown; type?: unknown };
    if (typeof e.message === 'string' && e.type !== 'server') {
      if (e.message && !out.includes(e.message)) out.push(e.message);
      return;
    }
    for (const v of Object.values(value)) walk(v);
  };
  walk(errors);
  return out;
}

/**
 * After a failed submit: scrolls to the first field with a message (or the validation list) and
 * tells `onInvalid` what the form's own checks said.
 */
function AfterFailedSubmit({ serverMessages, onInvalid }: { serverMessages: readonly string[]; onInvalid?: (messages: string[]) => void }) {
  const marker = useRef<HTMLSpanElement>(null);
  const { submitCount, errors, isSubmitting } = useFormState();
  const hasErrors = Object.keys(errors).length > 0 || serverMessages.length > 0;
  useEffect(() => {
    if (!submitCount || isSubmitting || !hasErrors) return;
    const own = clientMessages(errors);
    if (own.length && !serverMessages.length) onInvalid?.(own);
    const frame = requestAnimationFrame(() => {
      const form = marker.current?.closest('form');
      const target = form?.querySelector<HTMLElement>('[aria-invalid="true"], [data-testid="validation-errors"], .Mui-error');
      target?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
      if (target?.matches('input, textarea, select, [tabindex]')) target.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
    // Only when a submit ends with messages, not while the user types.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitCount, isSubmitting, serverMessages]);
  return <span ref={marker} hidden />;
}

/**
 * A submit the form's own checks stop never reaches the server: the server's list of an earlier
 * submit (say 'La clave actual es incorrecta.') goes, so it does not stand beside the new messages.
 */
function ForgetStaleServerMessages({ sent, forget }: { sent: RefObject<number>; forget: () => void }) {
  const { submitCount, isSubmitting } = useFormState();
  const sentBefore = useRef(sent.current);
  useEffect(() => {
    if (!submitCount || isSubmitting) return;
    if (sent.current === sentBefore.current) forget();
    sentBefore.current = sent.current;
    // Only when a submit ends.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitCount, isSubmitting]);
  return null;
}

/** The form's own messages under 'Ocurrió un error de validación.' after a refused submit (`listOwnErrors`). */
function OwnErrors({ heading }: { heading?: string }) {
  const { submitCount, errors } = useFormState();
  return <ValidationErrors messages={submitCount ? clientMessages(errors) : []} heading={heading} />;
}

/** Names the <form> for assistive technology (react-admin's <Form> passes on only id and className). */
function FormName({ label, labelledBy }: { label?: string; labelledBy?: string }) {
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const form = marker.current?.closest('form');
    if (label) form?.setAttribute('aria-label', label);
    if (labelledBy) form?.setAttribute('aria-labelledby', labelledBy);
  }, [label, labelledBy]);
  return <span ref={marker} hidden />;
}

/** Inside the form: tells the page's guard (UnsavedChanges.tsx) whether it has changes not saved. */
function ReportUnsavedChanges({ report }: { report: (unsaved: boolean) => void }) {
  const { isSubmitSuccessful, dirtyFields } = useFormState();
  const unsaved = Object.keys(dirtyFields).length > 0 && !isSubmitSuccessful;
  useEffect(() => report(unsaved), [report, unsaved]);
  return null;
}

/**
 * Once the server has accepted a save, the form holds no unsaved changes: its values become its
 * defaults before the controller (or `onSuccess`) navigates, so the unsaved-changes guard lets a
 * saved form go and asks only when the user abandons changes. The controller's save runs through
 * this mutation middleware; a `submit` calls `markSaved`.
 */
function CleanAfterSave({ markSaved, reportSaved }: { markSaved: MutableRefObject<() => void>; reportSaved: () => void }) {
  const { reset, getValues } = useFormContext();
  const clean = useCallback(() => {
    reset(getValues(), { keepValues: true });
    reportSaved(); // now, not a render later: the navigation that follows must not ask
  }, [reset, getValues, reportSaved]);
  useEffect(() => {
    markSaved.current = clean;
  }, [markSaved, clean]);
  const middleware = useCallback(
    async (resource: string, params: unknown, next: (resource: string, params: unknown) => Promise<unknown>) => {
      const result = await next(resource, params);
      clean();
      return result;
    },
    [clean],
  );
  useRegisterMutationMiddleware(middleware);
  return null;
}

/**
 * A message of the schema about the form as a whole (an issue with path ['root']); the server's
 * (a 422 keyed 'root', such as a duplicate rule) is already in the form's list: not twice.
 */
function FormRootError({ listed }: { listed: string[] }) {
  const { errors } = useFormState();
  const message = errors.root?.message;
  return message && !listed.includes(String(message)) ? (
    <Alert severity="error" role="alert" sx={{ mb: 2 }}>
      {String(message)}
    </Alert>
  ) : null;
}

export interface AppFormProps<S extends z.ZodType>
  extends Omit<FormProps, 'onSubmit' | 'resolver' | 'children'>, FormSubmitOptions<z.output<S>> {
  /** The shared zod schema of src/domain that validates the form (the server validates with it too). */
  schema?: S;
  /** Runs when a submit stops at the form's own checks, with their messages (the spec's dialogs for them). */
  onInvalid?: (messages: string[]) => void;
  /** The heading of the server's validation list (default 'Ocurrió un error de validación.'). */
  validationHeading?: string;
  /** List the form's own messages under the validation heading too, as the server's are. */
  listOwnErrors?: boolean;
  /**
   * An inline editor (a table cell or row): messages only under their fields (a cell has no room
   * for the list) and no unsaved-changes guard (its 'Cancelar' leaves the edit).
   */
  inline?: boolean;
  /** The form's accessible name, or the id of the element that names it. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  children: ReactNode;
}

/**
 * THE form of the app: react-admin's <Form> validated by a domain schema, submitted through
 * `useFormSubmit` (server 422s on their fields and listed under 'Ocurrió un error de validación.',
 * other failures in the 'Error!' dialog), scrolling to the first message when a submit fails.
 * Inside a Create/Edit controller it saves through the controller; elsewhere give `submit`.
 */
export function AppForm<S extends z.ZodType>({
  schema,
  submit,
  onSuccess,
  fieldNames,
  errorDialog,
  validationErrors,
  notifyFirstError,
  onInvalid,
  validationHeading,
  listOwnErrors = false,
  inline = false,
  'aria-label': label,
  'aria-labelledby': labelledBy,
  warnWhenUnsavedChanges = !inline,
  children,
  ...props
}: AppFormProps<S>) {
  const markSaved = useRef<() => void>(() => undefined);
  const reportUnsaved = useReportUnsavedChanges();
  const reportSaved = useCallback(() => reportUnsaved(false), [reportUnsaved]);
  const { onSubmit, serverMessages, sent, forgetServerMessages } = useFormSubmit<z.output<S> & Record<string, any>>({
    afterSave: () => markSaved.current(),
    submit,
    onSuccess,
    fieldNames,
    errorDialog,
    validationErrors,
    notifyFirstError,
  });
  return (
    <Form
      resolver={schema ? zodResolver(schema as z.ZodType<any, any>) : undefined}
      onSubmit={onSubmit as FormProps['onSubmit']}
      mode="onSubmit"
      reValidateMode="onChange"
      noValidate
      // Leaving with unsaved changes asks first ('Hay cambios sin guardar...'): the layout's one
      // blocker for all the forms of the page (UnsavedChanges.tsx), not react-admin's one per form.
      warnWhenUnsavedChanges={false}
      // Inline, the message under the input is enough: no 'El formulario tiene errores' toast.
      disableInvalidFormNotification={inline}
      {...props}
    >
      <CleanAfterSave markSaved={markSaved} reportSaved={reportSaved} />
      {warnWhenUnsavedChanges && <ReportUnsavedChanges report={reportUnsaved} />}
      {(label || labelledBy) && <FormName label={label} labelledBy={labelledBy} />}
      {inline ? null : listOwnErrors && !serverMessages.length ? (
        <OwnErrors heading={validationHeading} />
      ) : (
        <ValidationErrors messages={serverMessages} heading={validationHeading} />
      )}
      <FormRootError listed={inline ? [] : serverMessages} />
      <ForgetStaleServerMessages sent={sent} forget={forgetServerMessages} />
      <AfterFailedSubmit serverMessages={serverMessages} onInvalid={onInvalid} />
      {children}
    </Form>
  );
}

import { useEffect, useRef, type ReactNode } from 'react';
import { Form, type FormProps } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { ValidationErrors } from '../ValidationErrors';
import { useFormSubmit, type FormSubmitOptions } from './useFormSubmit';

/** Scrolls to the first field with a message (or the validation list) after a failed submit. */
function ScrollToFirstError({ serverMessages }: { serverMessages: readonly string[] }) {
  const marker = useRef<HTMLSpanElement>(null);
  const { submitCount, errors } = useFormState();
  const hasErrors = Object.keys(errors).length > 0 || serverMessages.length > 0;
  useEffect(() => {
    if (!submitCount || !hasErrors) return;
    const frame = requestAnimationFrame(() => {
      const form = marker.current?.closest('form');
      const target = form?.querySelector<HTMLElement>('[aria-invalid="true"], [data-testid="validation-errors"], .Mui-error');
      target?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
      if (target?.matches('input, textarea, select, [tabindex]')) target.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
    // Only when a submit ends with messages, not while the user types.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitCount, serverMessages]);
  return <span ref={marker} hidden />;
}

export interface AppFormProps<S extends z.ZodType>
  extends Omit<FormProps, 'onSubmit' | 'resolver' | 'children'>, FormSubmitOptions<z.input<S>> {
  /** The shared zod schema of src/domain that validates the form (the server validates with it too). */
  schema?: S;
  children: ReactNode;
}

/**
 * THE form of the app: react-admin's <Form> validated by a domain schema, submitted through
 * `useFormSubmit` (server 422s on their fields and listed under 'Ocurrió un error de validación.',
 * other failures in the 'Error!' dialog), scrolling to the first message when a submit fails.
 * Inside a Create/Edit controller it saves through the controller; elsewhere give `submit`.
 */
export function AppForm<S extends z.ZodType>({ schema, submit, onSuccess, fieldNames, errorMessage, children, ...props }: AppFormProps<S>) {
  const { onSubmit, serverMessages } = useFormSubmit<z.input<S> & Record<string, any>>({ submit, onSuccess, fieldNames, errorMessage });
  return (
    <Form
      resolver={schema ? zodResolver(schema as z.ZodType<any, any>) : undefined}
      onSubmit={onSubmit as FormProps['onSubmit']}
      mode="onSubmit"
      reValidateMode="onChange"
      noValidate
      {...props}
    >
      <ValidationErrors messages={serverMessages} />
      <ScrollToFirstError serverMessages={serverMessages} />
      {children}
    </Form>
  );
}

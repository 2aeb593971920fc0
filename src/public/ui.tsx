// Plain building blocks of the public pages (no MUI: see public.css).
import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { DEVELOPER_NAME, SUPPORT_MAILTO } from '../components/footerInfo';
import { MESSAGES } from '../domain/core/messages';

export const PublicField = forwardRef<
  HTMLInputElement,
  InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string; name: string }
>(function PublicField({ label, error, id, name, ...input }, ref) {
  const inputId = id ?? `f-${name}`;
  return (
    <div className={`pub-field${error ? ' pub-invalid' : ''}`}>
      <label htmlFor={inputId}>{label}</label>
      <input
        ref={ref}
        id={inputId}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-help` : undefined}
        {...input}
      />
      {error && (
        <p className="pub-help" id={`${inputId}-help`}>
          {error}
        </p>
      )}
    </div>
  );
});

export function PublicAlert({
  severity,
  title,
  children,
}: {
  severity: 'error' | 'success' | 'info';
  title?: string;
  children?: ReactNode;
}) {
  return (
    <div className={`pub-alert pub-alert-${severity}`} role={severity === 'error' ? 'alert' : 'status'}>
      {title && <strong>{title}</strong>}
      {children}
    </div>
  );
}

/** The validation list under 'Ocurrió un error de validación.' (docs/rules/ui.md#formularios-y-errores), plain version. */
export function PublicValidationErrors({ messages }: { messages: readonly string[] }) {
  if (!messages.length) return null;
  return (
    <PublicAlert severity="error" title={MESSAGES.validationError}>
      <ul>
        {messages.map((m) => (
          <li key={m}>{m}</li>
        ))}
      </ul>
    </PublicAlert>
  );
}

export function PublicFooter() {
  return (
    <footer className="pub-footer">
      © {new Date().getFullYear()} Cotizador de Seguros Agrícolas · Desarrollado por {DEVELOPER_NAME} · <a href={SUPPORT_MAILTO}>Ayuda</a>
    </footer>
  );
}

import { forwardRef, type SelectHTMLAttributes } from 'react';

/** A select of the public pages (no MUI), styled like PublicField. */
export const PublicSelect = forwardRef<
  HTMLSelectElement,
  SelectHTMLAttributes<HTMLSelectElement> & {
    label: string;
    name: string;
    error?: string;
    options: { id: string | number; name: string }[];
    empty?: string;
  }
>(function PublicSelect({ label, name, error, options, empty, id, ...select }, ref) {
  const selectId = id ?? `f-${name}`;
  return (
    <div className={`pub-field${error ? ' pub-invalid' : ''}`}>
      <label htmlFor={selectId}>{label}</label>
      <select
        ref={ref}
        id={selectId}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${selectId}-help` : undefined}
        {...select}
      >
        {empty !== undefined && <option value="">{empty}</option>}
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
      {error && (
        <p className="pub-help" id={`${selectId}-help`}>
          {error}
        </p>
      )}
    </div>
  );
});

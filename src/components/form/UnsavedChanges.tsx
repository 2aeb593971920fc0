// 'Hay cambios sin guardar...' for every form of a page. The router keeps one navigation blocker
// at a time ('A router only supports one blocker at a time'): with react-admin's blocker in each
// form, a page of several forms (Editar perfil: the profile, 'Cambiar clave') asked only for one of
// them and let the others' changes go silently. Here the layout holds the one blocker and each
// AppForm reports whether it has changes not saved (docs/decisions.md). No react-hook-form here:
// the layout imports this module, and the first screen has no form.
import { createContext, useCallback, useContext, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useBlocker, useTranslate } from 'react-admin';

type Report = (form: string, unsaved: boolean) => void;
const UnsavedChangesContext = createContext<Report | null>(null);

/** Asks before leaving a page while any of its forms has changes not saved (and before closing the tab). */
export function UnsavedChangesGuard({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  // read by the blocker when a navigation starts: a save that navigates reports itself saved first
  const unsaved = useRef(new Set<string>());
  const [anyUnsaved, setAnyUnsaved] = useState(false);
  const report = useCallback<Report>((form, isUnsaved) => {
    if (isUnsaved) unsaved.current.add(form);
    else unsaved.current.delete(form);
    setAnyUnsaved(unsaved.current.size > 0);
  }, []);
  // a move within the page's own path (a tab of the form) keeps the form: no question
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => unsaved.current.size > 0 && !nextLocation.pathname.startsWith(currentLocation.pathname),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (unsaved.current.size === 0 || window.confirm(translate('ra.message.unsaved_changes'))) blocker.proceed?.();
    else blocker.reset?.();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the blocker object changes on every render
  }, [blocker.state, translate]);
  useEffect(() => {
    if (!anyUnsaved) return;
    const ask = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [anyUnsaved]);
  return <UnsavedChangesContext.Provider value={report}>{children}</UnsavedChangesContext.Provider>;
}

/** The form's report to the page's guard (nothing outside the app's layout): `report(unsaved)`. */
export function useReportUnsavedChanges(): (unsaved: boolean) => void {
  const report = useContext(UnsavedChangesContext);
  const form = useId();
  useEffect(() => () => report?.(form, false), [report, form]);
  return useCallback((unsaved: boolean) => report?.(form, unsaved), [report, form]);
}

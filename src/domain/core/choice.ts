// One option of a fixed list (react-admin `choices` shape): `id` is the value stored and sent to
// the API, `name` the Spanish label shown to users.

/** One option of a fixed list: `id` is the stored value, `name` the Spanish label. */
export interface Choice<T extends string | number = string | number> {
  readonly id: T;
  readonly name: string;
}

/** The label of `id` in a list of choices, or '' when the id is unknown. */
export function choiceName<T extends string | number>(list: readonly Choice<T>[], id: T | string | number | null | undefined): string {
  if (id === null || id === undefined) return '';
  const found = list.find((c) => c.id === id || String(c.id) === String(id));
  return found ? found.name : '';
}

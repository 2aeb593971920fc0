// The API's response envelopes (docs/rules/contract.md).

/** GET /api/{resource}: `{data: {<key>: rows}, meta: {total}}`. */
export interface ListResponse<K extends string, T> {
  data: { [P in K]: T[] };
  meta: { total: number; currentPage?: number; perPage?: number; lastPage?: number };
}

/** One record: `{data: {...}}`. */
export interface RecordResponse<T> {
  data: T;
}

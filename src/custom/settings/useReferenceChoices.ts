import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { pickRows } from '../../api/mapping';
import type { AppDataProvider } from '../../dataProvider';

type Choice = { id: number; name: string; companyId?: number };

/** Choices of a reference list (GET /api/<path> -> data.<key>), labelled by `label`. */
export function useReferenceChoices(path: string, key: string, label: (row: Record<string, any>) => string, enabled = true) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['settings-screen', path],
    enabled,
    queryFn: async (): Promise<Choice[]> =>
      pickRows(await dataProvider.request(path), key).map((r) => ({
        id: Number(r.id),
        name: label(r),
        companyId: r.companyId ?? undefined,
      })),
  });
}

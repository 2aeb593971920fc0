// Split coverages (ponderación, docs/rules/quotations.md#ponderación): in the simple wizard, for a user whose
// allow_split_coverages is 1, each chosen basic or pack coverage of the risk's insurer (isSplit)
// insures a part of the hectare value; the parts must add up to it (the schema's message). The
// form keeps the parts in `split_parts`; schema.ts turns them into the risk's `splitCoverages`.
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { BooleanInput } from 'react-admin';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { NumberInput } from '../../../components/inputs/NumberInput';
import { canDo } from '../../../domain/access/access';
import type { CoverageOption } from '../../../domain/reference/entity';
import { INPUT_SCALE } from '../../../domain/core/numbers';
import { useCurrentUser } from '../../../layout/useCurrentUser';

/** The part of the hectare value one coverage insures. */
export interface SplitPart {
  id: number;
  value: string;
}

/** The coverages that take part in a split: basics and packs. */
export const isSplitCoverage = (c: CoverageOption) => c.coverageType === 'basic' || c.coverageType === 'pack';

/** `chosen`: the chosen coverages of the risk's insurer that may be split. */
export function SplitCoverages({ chosen }: { chosen: readonly CoverageOption[] }) {
  const { user } = useCurrentUser();
  const { getValues, setValue } = useFormContext();
  const on = !!useWatch({ name: 'splitCoverages' });

  // One part per chosen coverage, in the order shown, keeping the values typed (set only on a change).
  useEffect(() => {
    const parts = (getValues('split_parts') as SplitPart[] | undefined) ?? [];
    const next = chosen.map((c) => ({ id: c.id, value: parts.find((p) => p.id === c.id)?.value ?? '' }));
    if (next.map((p) => p.id).join(',') !== parts.map((p) => p.id).join(',')) setValue('split_parts', next, { shouldDirty: true });
  }, [chosen, getValues, setValue]);

  if (!canDo(user, ['negotiations', 'splitCoverages'])) return null;
  return (
    <Box sx={{ mt: 2 }} role="group" aria-label="Ponderación">
      <BooleanInput source="splitCoverages" label="Ponderación" helperText={false} />
      {on &&
        (chosen.length === 0 ? (
          <Typography variant="body2">Elegí las coberturas que vas a ponderar.</Typography>
        ) : (
          chosen.map((c, i) => (
            <NumberInput
              key={c.id}
              source={`split_parts.${i}.value`}
              label={`Valor ponderado de ${c.description}`}
              fullWidth
              scale={INPUT_SCALE}
            />
          ))
        ))}
    </Box>
  );
}

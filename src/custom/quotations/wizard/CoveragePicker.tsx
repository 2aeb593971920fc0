// Step 2 'Coberturas' (docs/rules/quotations.md#coberturas-y-adicionales): the coverages of the chosen harvest grouped by
// insurer, each insurer with a badge of how many are chosen, the producer's preferred first.
// Only the insurers of the risks are offered (each risk is quoted with its insurer's coverages): a
// note names the others and why, and a choice of an insurer no risk has any more is dropped.
// An add-on needs a basic of its insurer (else the 3-second toast); dropping the last basic of
// an insurer drops its add-ons; changing the harvest drops the coverages of the other one.
// A double-crop coverage covers a pair of crops of both harvests: it is offered in either harvest
// while a risk is a double crop, and only then (docs/decisions.md 'Doble cultivo').
import { useEffect, useMemo, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { RadioButtonGroupInput, useGetIdentity, useNotify } from 'react-admin';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useCoverageOptions } from '../../../api/reference';
import { usePreferredCoverages } from '../../../api/users';
import { LoadError } from '../../../components/LoadError';
import { COVERAGE_TYPES } from '../../../domain/coverages/coverage-types';
import { HARVESTS } from '../../../domain/coverages/crops';
import { TOAST_MS } from '../../../domain/core/ui';
import { coveragesForRisks } from '../../../domain/quotations/insurers';
import type { CoverageOption } from '../../../domain/reference/entity';
import type { RiskFormValues } from './RiskPanels';
import { isSplitCoverage, SplitCoverages } from './SplitCoverages';

export const ADDON_NEEDS_BASIC = 'Seleccione al menos una cobertura básica de la misma aseguradora';
/** Where the add-on toast shows (docs/rules/quotations.md#coberturas-y-adicionales: 3 s, top right; the app's other toasts keep react-admin's place). */
const TOP_RIGHT = { vertical: 'top', horizontal: 'right' } as const;

/** An add-on chosen in the wizard: priced on every risk of its insurer. */
export interface AddonChoice {
  id: number;
  companyId: number;
}

const isAddon = (c: CoverageOption) => c.coverageType === 'addon';
const isDoubleCrop = (c: CoverageOption) => c.coverageType === 'double-crop';
const isBasic = (c: CoverageOption) => c.coverageType === 'basic';

/** Why no double-crop coverage is offered: no risk is a double crop, or a double crop's insurer has none. */
function DoubleCropNote({
  all,
  anyDoubleCrop,
  companies,
}: {
  all: readonly CoverageOption[];
  anyDoubleCrop: boolean;
  companies: string[];
}) {
  const offered = all.filter(isDoubleCrop);
  if (!anyDoubleCrop)
    return offered.length ? (
      <Alert severity="info" sx={{ my: 1 }}>
        {DOUBLE_CROP_ONLY_FOR_DOUBLE_CROP}
      </Alert>
    ) : null;
  const without = companies.filter((id) => !offered.some((c) => String(c.companyId) === id));
  const names = without.map((id) => all.find((c) => String(c.companyId) === id)?.company.name ?? '').filter(Boolean);
  return names.length ? (
    <Alert severity="warning" sx={{ my: 1 }}>
      {noDoubleCropCoverage(names.join(', '))}
    </Alert>
  ) : null;
}

export const DOUBLE_CROP_ONLY_FOR_DOUBLE_CROP =
  'Las coberturas de doble cultivo se ofrecen cuando un riesgo es doble cultivo (paso Cliente, «Doble cultivo»).';
const noDoubleCropCoverage = (names: string) =>
  `${names}: no hay coberturas de doble cultivo en esta campaña; el cultivo de segunda no se va a cotizar.`;

export const otherInsurersLeftOut = (names: string) =>
  `Cada riesgo se cotiza con las coberturas de su aseguradora: las de ${names} no se ofrecen porque ningún riesgo es de esa aseguradora. Para cotizarlas, elegila en el paso Cliente.`;

/** `simple`: the simple wizard, where a user who may split coverages splits its one risk's value. */
export function CoveragePicker({ simple = false }: { simple?: boolean }) {
  const { setValue, getValues } = useFormContext();
  const notify = useNotify();
  const coverages = useCoverageOptions();
  const { identity } = useGetIdentity();
  const preferred = usePreferredCoverages(identity?.id ?? 0);
  const harvest = useWatch({ name: 'harvest' }) as string;
  const modules = (useWatch({ name: 'modules' }) as number[] | undefined) ?? [];
  const addons = (useWatch({ name: 'addon_choices' }) as AddonChoice[] | undefined) ?? [];
  const riskCompany: unknown = useWatch({ name: 'risks.0.company_id' });
  const risks = (useWatch({ name: 'risks' }) as RiskFormValues[] | undefined) ?? [];
  const doubleCropCompanies = [...new Set(risks.filter((r) => r.is_double_crop).map((r) => String(r.company_id)))];
  const anyDoubleCrop = doubleCropCompanies.length > 0;
  const all = useMemo(() => coverages.data ?? [], [coverages.data]);
  // The risks' insurers as text: the same text while they stay the same.
  const riskInsurers = risks.map((r) => String(r.company_id)).join(',');
  const offered = useMemo(() => coveragesForRisks(all, riskInsurers.split(',')), [all, riskInsurers]);

  // A coverage of an insurer no risk has (the risk's insurer changed in step 1) is no longer chosen.
  useEffect(() => {
    if (!all.length) return;
    const quoted = (id: number) => !all.some((c) => c.id === id) || offered.some((c) => c.id === id);
    const chosen = getValues('modules') as number[];
    if (!chosen.every(quoted)) setValue('modules', chosen.filter(quoted), { shouldDirty: true });
    const addonChoices = getValues('addon_choices') as AddonChoice[];
    if (!addonChoices.every((a) => quoted(a.id)))
      setValue(
        'addon_choices',
        addonChoices.filter((a) => quoted(a.id)),
        { shouldDirty: true },
      );
  }, [all, offered, getValues, setValue]);

  // No risk is a double crop any more: its coverages are no longer chosen.
  useEffect(() => {
    if (anyDoubleCrop || !all.length) return;
    const chosen = getValues('modules') as number[];
    const kept = chosen.filter((id) => !all.some((c) => c.id === id && isDoubleCrop(c)));
    if (kept.length !== chosen.length) setValue('modules', kept, { shouldDirty: true });
  }, [anyDoubleCrop, all, getValues, setValue]);

  // A harvest change drops the chosen coverages of the other harvest.
  const previousHarvest = useRef(harvest);
  useEffect(() => {
    if (previousHarvest.current === harvest) return;
    previousHarvest.current = harvest;
    const sameHarvest = (id: number) => {
      const c = all.find((x) => x.id === id);
      return !c?.harvest || c.harvest === harvest || isDoubleCrop(c);
    };
    setValue('modules', (getValues('modules') as number[]).filter(sameHarvest), { shouldDirty: true });
    setValue(
      'addon_choices',
      (getValues('addon_choices') as AddonChoice[]).filter((a) => sameHarvest(a.id)),
      { shouldDirty: true },
    );
  }, [harvest, all, getValues, setValue]);

  const preferredIds = new Set((preferred.data ?? []).map((p) => p.id));
  const shown = offered
    .filter((c) => (isDoubleCrop(c) ? anyDoubleCrop : !c.harvest || c.harvest === harvest))
    .sort((a, b) => Number(preferredIds.has(b.id)) - Number(preferredIds.has(a.id)) || a.sortOrder - b.sortOrder);
  const insurers = [...new Map(shown.map((c) => [c.companyId, c.company])).values()];
  const leftOut = [...new Set(all.filter((c) => !offered.includes(c)).map((c) => c.company.name))];

  const toggle = (c: CoverageOption, checked: boolean) => {
    if (isAddon(c)) {
      const hasBasic = modules.some((id) => all.find((x) => x.id === id && isBasic(x) && x.companyId === c.companyId));
      if (checked && !hasBasic) {
        notify(ADDON_NEEDS_BASIC, { type: 'warning', autoHideDuration: TOAST_MS, anchorOrigin: TOP_RIGHT });
        return;
      }
      const next = checked ? [...addons, { id: c.id, companyId: c.companyId }] : addons.filter((a) => a.id !== c.id);
      setValue('addon_choices', next, { shouldDirty: true });
      return;
    }
    const next = checked ? [...modules, c.id] : modules.filter((id) => id !== c.id);
    setValue('modules', next, { shouldDirty: true, shouldValidate: false });
    const basicsLeft = next.some((id) => all.find((x) => x.id === id && isBasic(x) && x.companyId === c.companyId));
    if (!basicsLeft)
      setValue(
        'addon_choices',
        addons.filter((a) => a.companyId !== c.companyId),
        { shouldDirty: true },
      );
  };

  const chosen = (c: CoverageOption) => (isAddon(c) ? addons.some((a) => a.id === c.id) : modules.includes(c.id));
  const typeName = (c: CoverageOption) => COVERAGE_TYPES.find((t) => t.id === c.coverageType)?.name ?? c.coverageType;

  return (
    <Box>
      <RadioButtonGroupInput source="harvest" label="Cosecha" choices={[...HARVESTS]} helperText={false} />
      {coverages.isError && <LoadError onRetry={() => void coverages.refetch()} />}
      {simple && (
        <SplitCoverages
          chosen={shown.filter((c) => isSplitCoverage(c) && modules.includes(c.id) && String(c.companyId) === String(riskCompany))}
        />
      )}
      {leftOut.length > 0 && (
        <Alert severity="info" sx={{ my: 1 }}>
          {otherInsurersLeftOut(leftOut.join(', '))}
        </Alert>
      )}
      <DoubleCropNote all={all} anyDoubleCrop={anyDoubleCrop} companies={doubleCropCompanies} />
      {insurers.map((company) => {
        const own = shown.filter((c) => c.companyId === company.id);
        return (
          <Box key={company.id} sx={{ mb: 2 }} role="group" aria-label={company.name}>
            <Badge badgeContent={own.filter(chosen).length} color="primary" showZero>
              <Typography variant="subtitle1" component="h3" sx={{ pr: 1.5 }}>
                {company.name}
              </Typography>
            </Badge>
            <Box sx={{ display: 'flex', flexDirection: 'column' }}>
              {own.map((c) => (
                <FormControlLabel
                  key={c.id}
                  control={<Checkbox checked={chosen(c)} onChange={(_e, checked) => toggle(c, checked)} />}
                  label={`${c.description} (${typeName(c)})${preferredIds.has(c.id) ? ' ★' : ''}`}
                />
              ))}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}

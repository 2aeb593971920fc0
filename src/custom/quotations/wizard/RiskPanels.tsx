// The risks of a request or quotation (docs/rules/quotations.md#riesgos): one
// collapsible panel each, with remove; a panel with a message opens again. Insurer, province ->
// department (of that insurer), crop, hectares, hectare price and unit (quintal by default),
// discount, and the double crop where the crop allows it.
import { useEffect, useRef, useState } from 'react';
import { useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { BooleanInput, SelectInput, TextInput } from 'react-admin';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useCrops, useUserCompanies } from '../../../api/reference';
import { NumberInput } from '../../../components/inputs/NumberInput';
import { ProvinceInput, ZoneInput } from '../../../components/inputs/PlaceInputs';
import { ReferenceSelectInput } from '../../../components/inputs/ReferenceSelectInput';
import { CURRENCIES, DEFAULT_CURRENCY_ID } from '../../../domain/core/currencies';
import { DEFAULT_COMPANY_ID } from '../../../domain/coverages/companies';
import { HARVESTS, type Harvest } from '../../../domain/coverages/crops';
import type { Crop } from '../../../domain/reference/entity';
import { formatPercent } from '../../../domain/core/format';
import { INPUT_SCALE } from '../../../domain/core/numbers';
import { useDiscountCap } from './discountCap';

/** A risk as the form holds it: the payload's fields plus the province that narrows the departments. */
export interface RiskFormValues {
  id?: number;
  description: string;
  company_id: number | '';
  province_id: number | '';
  zone_id: number | '';
  crop_id: number | '';
  number_of_hectares: string;
  hectare_price: string;
  hectare_price_currency_id: number;
  discount: string;
  observations?: string | null;
  is_double_crop: boolean;
  double_crop: { crop_id: number | ''; zone_id: number | ''; hectare_price: string; description?: string | null } | null;
  addons?: number[];
  splitCoverages?: Record<string, string> | null;
}

export const emptyRisk = (companyId: number = DEFAULT_COMPANY_ID): RiskFormValues => ({
  description: '',
  company_id: companyId,
  province_id: '',
  zone_id: '',
  crop_id: '',
  number_of_hectares: '',
  hectare_price: '',
  hectare_price_currency_id: DEFAULT_CURRENCY_ID,
  discount: '0',
  is_double_crop: false,
  double_crop: null,
});

export const EMPTY_DOUBLE_CROP = { crop_id: '' as const, zone_id: '' as const, hectare_price: '' };

/**
 * Double crop is offered when the crop allows it and a department is chosen (docs/rules/quotations.md#doble-cultivo),
 * and the crop is of `harvest`: the spec's two readings, thick in the risk form (grouped wizard and
 * request), thin in the simple wizard, which switches it off otherwise (docs/decisions.md).
 */
export function doubleCropAvailable(crop: Crop | undefined, zoneId: unknown, harvest: Harvest): boolean {
  return !!crop && crop.allowDoubleCrop === 1 && crop.harvest === harvest && zoneId !== '' && zoneId != null;
}

/** Why the double-crop switch is off: the crops of `harvest` that allow it, and a department. */
export function doubleCropHint(crops: readonly Crop[], harvest: Harvest): string {
  const names = crops.filter((c) => c.allowDoubleCrop === 1 && c.harvest === harvest).map((c) => c.description);
  const harvestName = HARVESTS.find((h) => h.id === harvest)?.name.toLowerCase() ?? harvest;
  return `Se ofrece para un cultivo de cosecha ${harvestName} que lo permita${names.length ? ` (${names.join(', ')})` : ''}, con el departamento elegido.`;
}

const half = { xs: 12, md: 6 } as const;
const third = { xs: 12, md: 4 } as const;

function riskTitle(index: number, zoneText: string | undefined, cropText: string | undefined) {
  const parts = [zoneText, cropText].filter(Boolean).join(' - ');
  return `Riesgo ${index + 1}${parts ? `: ${parts}` : ''}`;
}

function RiskPanel({ index, onRemove, single }: { index: number; onRemove: () => void; single: boolean }) {
  const base = `risks.${index}`;
  const { setValue } = useFormContext();
  const { errors, submitCount } = useFormState({ name: base });
  const hasErrors = !!(errors.risks as unknown as Record<number, unknown> | undefined)?.[index];
  const [open, setOpen] = useState(true);
  // A failed submit opens the panels with messages.
  useEffect(() => {
    if (hasErrors) setOpen(true);
  }, [hasErrors, submitCount]);

  const companyId = useWatch({ name: `${base}.company_id` }) as number | '';
  const zoneId: unknown = useWatch({ name: `${base}.zone_id` });
  const cropId: unknown = useWatch({ name: `${base}.crop_id` });
  const isDoubleCrop = !!useWatch({ name: `${base}.is_double_crop` });
  const crops = useCrops();
  const companies = useUserCompanies();
  const crop = crops.data?.find((c) => String(c.id) === String(cropId));
  const harvest: Harvest = single ? 'thin' : 'thick';
  const available = doubleCropAvailable(crop, zoneId, harvest);
  const cap = useDiscountCap();

  // Turning double crop off (or losing its conditions) clears its data.
  useEffect(() => {
    // (Not before the crops are known: an edited double crop stays.)
    if (crops.data && !available && isDoubleCrop) setValue(`${base}.is_double_crop`, false, { shouldDirty: true });
  }, [crops.data, available, isDoubleCrop, base, setValue]);
  const wasDoubleCrop = useRef(isDoubleCrop);
  useEffect(() => {
    if (wasDoubleCrop.current === isDoubleCrop) return;
    wasDoubleCrop.current = isDoubleCrop;
    setValue(`${base}.double_crop`, isDoubleCrop ? { ...EMPTY_DOUBLE_CROP } : null, { shouldDirty: true });
  }, [isDoubleCrop, base, setValue]);

  return (
    <Accordion expanded={open} onChange={(_e, expanded) => setOpen(expanded)} data-testid={`risk-panel-${index}`}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`risk-${index}-content`}>
        <Typography sx={{ flexGrow: 1, color: hasErrors ? 'error.main' : undefined }}>
          {riskTitle(index, undefined, crop?.description)}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id={`risk-${index}-content`}>
        <Grid container columnSpacing={2}>
          <Grid size={half}>
            <ReferenceSelectInput source={`${base}.company_id`} label="Aseguradora" choices={companies} optionText="name" isRequired />
          </Grid>
          <Grid size={half}>
            <TextInput source={`${base}.description`} label="Descripción" fullWidth helperText={false} />
          </Grid>
          <Grid size={half}>
            <ProvinceInput source={`${base}.province_id`} isRequired />
          </Grid>
          <Grid size={half}>
            <ZoneInput
              source={`${base}.zone_id`}
              provinceSource={`${base}.province_id`}
              companyId={typeof companyId === 'number' ? companyId : undefined}
              isRequired
            />
          </Grid>
          <Grid size={third}>
            <ReferenceSelectInput source={`${base}.crop_id`} label="Cultivo" choices={crops} optionText="description" isRequired />
          </Grid>
          <Grid size={third}>
            <NumberInput source={`${base}.number_of_hectares`} label="Cantidad de hectáreas" fullWidth isRequired scale={INPUT_SCALE} />
          </Grid>
          <Grid size={third}>
            <NumberInput
              source={`${base}.discount`}
              label="Descuento %"
              fullWidth
              scale={INPUT_SCALE}
              helperText={cap === undefined ? false : `Máximo ${formatPercent(cap)}`}
            />
          </Grid>
          <Grid size={half}>
            <NumberInput source={`${base}.hectare_price`} label="Valor por hectárea" fullWidth isRequired scale={INPUT_SCALE} />
          </Grid>
          <Grid size={half}>
            <SelectInput source={`${base}.hectare_price_currency_id`} label="Moneda" choices={[...CURRENCIES]} fullWidth isRequired />
          </Grid>
          <Grid size={12}>
            <BooleanInput
              source={`${base}.is_double_crop`}
              label="Doble cultivo"
              disabled={!available}
              helperText={available ? false : doubleCropHint(crops.data ?? [], harvest)}
            />
          </Grid>
          {isDoubleCrop && <DoubleCropInputs base={base} crops={crops} mainCropId={cropId} />}
        </Grid>
        {!single && (
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <IconButton aria-label={`Quitar riesgo ${index + 1}`} color="error" onClick={onRemove}>
              <DeleteIcon />
            </IconButton>
          </Box>
        )}
      </AccordionDetails>
    </Accordion>
  );
}

function DoubleCropInputs({ base, crops, mainCropId }: { base: string; crops: ReturnType<typeof useCrops>; mainCropId: unknown }) {
  const others = { ...crops, data: crops.data?.filter((c) => String(c.id) !== String(mainCropId)) };
  return (
    <>
      <Grid size={half}>
        <ReferenceSelectInput
          source={`${base}.double_crop.crop_id`}
          label="Cultivo de segunda"
          choices={others}
          optionText="description"
          isRequired
        />
      </Grid>
      <Grid size={half}>
        <NumberInput
          source={`${base}.double_crop.hectare_price`}
          label="Valor por hectárea del cultivo de segunda"
          fullWidth
          isRequired
          scale={INPUT_SCALE}
        />
      </Grid>
    </>
  );
}

/**
 * Every risk of the form (`risks`), with 'Agregar riesgo' and the step's message when there are
 * none; `single`: the simple wizard's one risk.
 */
export function RiskPanels({ single = false }: { single?: boolean }) {
  const { fields, append, remove } = useFieldArray({ name: 'risks' });
  const { errors } = useFormState({ name: 'risks' });
  const companies = useUserCompanies();
  const listMessage = (errors.risks as { message?: string; root?: { message?: string } } | undefined)?.message;
  const rootMessage = (errors.risks as { root?: { message?: string } } | undefined)?.root?.message;
  const message = listMessage ?? rootMessage;
  return (
    <Box>
      <Typography variant="h6" component="h2" sx={{ mt: 2, mb: 1 }}>
        Riesgos
      </Typography>
      {message && (
        <Alert severity="error" role="alert" sx={{ mb: 1 }} className="Mui-error">
          {message}
        </Alert>
      )}
      {fields.map((field, index) => (
        <RiskPanel key={field.id} index={index} onRemove={() => remove(index)} single={single} />
      ))}
      {!single && (
        <Button sx={{ mt: 1 }} variant="outlined" onClick={() => append(emptyRisk(companies.data?.[0]?.id))}>
          Agregar riesgo
        </Button>
      )}
    </Box>
  );
}

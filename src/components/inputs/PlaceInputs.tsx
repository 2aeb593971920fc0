// Province -> department (zone, of an insurer) -> locality (with its postal code), on the
// reference hooks of src/api/reference.ts. The department follows the province and the locality
// follows the department: changing one clears the next.
import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { ChoicesProps } from 'react-admin';
import Grid, { type GridProps } from '@mui/material/Grid';
import { useLocations, useProvinces, useZones } from '../../api/reference';
import { COMPANY_IDS } from '../../domain/coverages/companies';
import type { Location, Province } from '../../domain/reference/entity';
import { ReferenceSelectInput } from './ReferenceSelectInput';

export const NO_ZONE = 'No se encontró el departamento.';
export const NO_LOCALITY = 'No se encontró la localidad.';

const toId = (value: unknown): number | undefined => {
  const n = Number(value);
  return value !== '' && value != null && Number.isInteger(n) && n > 0 ? n : undefined;
};

/** Clears `source` when `dependsOn` changes from one value to another (not when it is first known). */
function useClearOnChange(source: string, dependsOn: number | undefined) {
  const { setValue } = useFormContext();
  const previous = useRef(dependsOn);
  useEffect(() => {
    if (previous.current === dependsOn) return;
    const had = previous.current !== undefined;
    previous.current = dependsOn;
    if (had) setValue(source, '', { shouldDirty: true });
  }, [dependsOn, source, setValue]);
}

interface PlaceProps {
  source?: string;
  label?: string;
  isRequired?: boolean;
  helperText?: string | false;
}

/** The province: its id, or its name where the record stores a name (clients, users). */
export function ProvinceInput({
  source = 'provinceId',
  label = 'Provincia',
  valueField = 'id',
  ...props
}: PlaceProps & { valueField?: 'id' | 'name' }) {
  return (
    <ReferenceSelectInput source={source} label={label} choices={useProvinces()} optionText="name" optionValue={valueField} {...props} />
  );
}

/** The province id of a ProvinceInput's value (an id, or a name). */
function useProvinceId(provinceSource: string): number | undefined {
  const value: unknown = useWatch({ name: provinceSource });
  const { data } = useProvinces();
  return toId(value) ?? data?.find((p: Province) => p.name === value)?.id;
}

/** The departments of the chosen province, of one insurer (departments exist once per insurer). */
export function ZoneInput({
  source = 'zoneId',
  label = 'Departamento',
  provinceSource = 'provinceId',
  companyId,
  optionText = 'description',
  ...props
}: PlaceProps & { provinceSource?: string; companyId?: number; optionText?: ChoicesProps['optionText'] }) {
  const provinceId = useProvinceId(provinceSource);
  useClearOnChange(source, provinceId);
  return (
    <ReferenceSelectInput
      source={source}
      label={label}
      choices={useZones(provinceId, companyId)}
      optionText={optionText}
      autocomplete
      noOptionsText={NO_ZONE}
      disabled={provinceId === undefined}
      {...props}
    />
  );
}

export const localityText = (l: Partial<Location>) => (l.zipCode ? `${l.cityDescription} (CP ${l.zipCode})` : (l.cityDescription ?? ''));

/**
 * The localities of the chosen department with their postal codes: the locality's id, or its
 * name where the record stores a name; `zipCodeSource` receives the postal code of the choice.
 */
export function LocalityInput({
  source = 'cityId',
  label = 'Localidad',
  zoneSource = 'zoneId',
  valueField = 'cityId',
  zipCodeSource,
  ...props
}: PlaceProps & { zoneSource?: string; valueField?: 'cityId' | 'cityDescription'; zipCodeSource?: string }) {
  const { setValue } = useFormContext();
  const zoneId = toId(useWatch({ name: zoneSource }));
  const current: unknown = useWatch({ name: source });
  const localities = useLocations(zoneId);
  useClearOnChange(source, zoneId);
  const choose = (value: unknown) => {
    if (!zipCodeSource) return;
    const chosen = localities.data?.find((l) => String(l[valueField]) === String(value));
    setValue(zipCodeSource, chosen?.zipCode ?? '', { shouldDirty: true });
  };
  return (
    <ReferenceSelectInput
      source={source}
      label={label}
      choices={localities}
      optionText={localityText}
      optionValue={valueField}
      autocomplete
      noOptionsText={NO_LOCALITY}
      disabled={zoneId === undefined}
      onChange={choose}
      // a stored locality whose department the record does not keep (a client's, a user's address)
      {...(zoneId === undefined && current ? { helperText: 'Para cambiarla, elegí primero el departamento.' } : {})}
      {...props}
    />
  );
}

/** Postal addresses (clients, users) pick their department among Sancor's: the localities with postal codes are Sancor's. */
export const ADDRESS_COMPANY_ID = COMPANY_IDS.sancor;

/**
 * Province, department and locality of a postal address, stored by name (`province` and
 * `location` of clients and users). The department only narrows the localities: it is not sent.
 */
export function AddressPlaceInputs({ size, prefix = '' }: { size: GridProps['size']; prefix?: string }) {
  return (
    <>
      <Grid size={size}>
        <ProvinceInput source={`${prefix}province`} valueField="name" isRequired />
      </Grid>
      <Grid size={size}>
        <ZoneInput source={`${prefix}addressZoneId`} provinceSource={`${prefix}province`} companyId={ADDRESS_COMPANY_ID} />
      </Grid>
      <Grid size={size}>
        <LocalityInput source={`${prefix}location`} zoneSource={`${prefix}addressZoneId`} valueField="cityDescription" isRequired />
      </Grid>
    </>
  );
}

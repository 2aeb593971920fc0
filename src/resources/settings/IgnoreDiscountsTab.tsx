import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useNotify } from 'react-admin';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useAllCoverages } from '../../api/coverages';
import type { IgnoreDiscountRule } from '../../domain/settings/entity';
import { useCreateIgnoreDiscount } from '../../api/settings';
import { DeleteRecordButton } from '../../components/DeleteRecordButton';
import { AppForm } from '../../components/form/AppForm';
import { SubmitButton } from '../../components/form/SubmitButton';
import { ProvinceInput, ZoneInput } from '../../components/inputs/PlaceInputs';
import { ReferenceSelectInput } from '../../components/inputs/ReferenceSelectInput';
import { ResourceList, type ListColumn } from '../../components/list';
import { CELL_SIZE, columnsFrom, InputsFromSchema } from '../../components/resource';
import { IGNORE_DISCOUNT_RESOURCE } from '../../domain/settings/resource';
import { COMPANIES } from '../../domain/coverages/companies';
import { choiceName } from '../../domain/core/choice';
import { MESSAGES } from '../../domain/core/messages';
import { IGNORE_DISCOUNT_MESSAGES, emptyIgnoreDiscount, ignoreDiscountSchema } from '../../domain/settings/schema';

const { fields } = IGNORE_DISCOUNT_RESOURCE;

// An empty filter applies to every value: 'Todas'/'Todos', never a blank; a coverage and a department name their insurer.
const COLUMNS: ListColumn<IgnoreDiscountRule>[] = [
  ...columnsFrom<IgnoreDiscountRule, keyof typeof fields>(IGNORE_DISCOUNT_RESOURCE, {
    moduleId: (r) => (r.module ? `${r.module.description} (${choiceName(COMPANIES, r.module.companyId)})` : 'Todas'),
    cropId: (r) => r.crop?.description ?? 'Todos',
    provinceId: (r) => r.province?.name ?? 'Todas',
    zoneId: (r) => (r.zone ? placeOfInsurer(r.zone.description, r.zone.companyId) : 'Todos'),
  }),
  {
    source: 'actions',
    label: '',
    render: () => <DeleteRecordButton icon label="Eliminar regla" successMessage={IGNORE_DISCOUNT_MESSAGES.deleted} />,
  },
];

const companyName = (id: number | undefined) => choiceName(COMPANIES, id ?? 0);
/** '9 de Julio' exists for both insurers: a department names its insurer when the API says it. */
const placeOfInsurer = (description: string, companyId: number | undefined) =>
  companyId ? `${description} (${companyName(companyId)})` : description;

/** The coverage names its insurer; a coverage narrows the departments to its insurer's, else each department says whose it is. */
function RuleFields() {
  const coverages = useAllCoverages();
  const moduleId = useWatch({ name: 'moduleId' }) as unknown;
  const moduleCompany = coverages.data?.find((m) => m.id === Number(moduleId))?.companyId;
  const coverageChoices = {
    ...coverages,
    data: coverages.data?.map((m) => ({ id: m.id, name: `${m.description} (${m.company?.name ?? companyName(m.companyId)})` })),
  };
  return (
    <InputsFromSchema
      description={IGNORE_DISCOUNT_RESOURCE}
      render={{
        moduleId: (
          <Grid size={CELL_SIZE.half}>
            <ReferenceSelectInput
              source="moduleId"
              label={fields.moduleId.label}
              choices={coverageChoices}
              autocomplete
              noOptionsText={MESSAGES.noResults}
            />
          </Grid>
        ),
        provinceId: (
          <Grid size={CELL_SIZE.half}>
            <ProvinceInput label={fields.provinceId.label} />
          </Grid>
        ),
        zoneId: (
          <Grid size={CELL_SIZE.half}>
            <ZoneInput
              label={fields.zoneId.label}
              companyId={moduleCompany}
              optionText={(z: { description: string; companyId?: number }) => placeOfInsurer(z.description, z.companyId)}
            />
          </Grid>
        ),
      }}
    />
  );
}

function CreateRuleCard() {
  const notify = useNotify();
  const create = useCreateIgnoreDiscount();
  // A fresh form after each rule.
  const [version, setVersion] = useState(0);
  return (
    <Card sx={{ mt: 2 }}>
      <AppForm
        key={version}
        schema={ignoreDiscountSchema}
        defaultValues={emptyIgnoreDiscount}
        record={emptyIgnoreDiscount}
        submit={(rule) => create.mutateAsync(rule)}
        onSuccess={() => {
          notify(IGNORE_DISCOUNT_MESSAGES.created, { type: 'success' });
          setVersion((v) => v + 1);
        }}
      >
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            Nueva regla
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Los descuentos no se aplican a las cotizaciones que coinciden con todos los filtros elegidos.
          </Typography>
          <RuleFields />
        </CardContent>
        <Box sx={{ px: 2, pb: 2 }}>
          <SubmitButton label="Agregar" />
        </Box>
      </AppForm>
    </Card>
  );
}

/** 'Ignorar descuentos': the rules (list with delete) and a form to add one. */
export function IgnoreDiscountsTab() {
  return (
    <>
      <CreateRuleCard />
      <ResourceList<IgnoreDiscountRule>
        resource="ignore_discounts"
        columns={COLUMNS}
        title="Reglas"
        syncWithLocation={false}
        storeKey={false}
      />
    </>
  );
}

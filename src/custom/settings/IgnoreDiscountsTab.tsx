import { useState } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import {
  AutocompleteInput,
  Form,
  SaveButton,
  SelectInput,
  useDataProvider,
  useDelete,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { firstErrorPerField } from '../../components/errors';
import { ResourceList, type ListColumn } from '../../components/list';
import type { AppDataProvider } from '../../dataProvider';
import { COMPANIES, choiceName } from '../../domain/constants';
import { MESSAGES } from '../../domain/messages';
import { IGNORE_DISCOUNT_MESSAGES, emptyIgnoreDiscount, ignoreDiscountSchema } from '../../domain/schemas/settings';
import { useReferenceChoices } from './useReferenceChoices';

export const NO_DEPARTMENT = 'No se encontró el departamento.';

function DeleteRuleButton() {
  const record = useRecordContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [deleteOne, { isPending }] = useDelete();
  if (!record) return null;
  const confirm = () =>
    deleteOne(
      'ignore_discounts',
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify(IGNORE_DISCOUNT_MESSAGES.deleted, { type: 'success' });
          refresh();
        },
        onError: (e: unknown) => {
          setOpen(false);
          notify(e instanceof Error && e.message ? e.message : MESSAGES.genericError, { type: 'error' });
        },
      },
    );
  return (
    <>
      <IconButton aria-label="Eliminar regla" color="error" onClick={() => setOpen(true)}>
        <DeleteIcon />
      </IconButton>
      <ConfirmDialog open={open} loading={isPending} onClose={() => setOpen(false)} onConfirm={confirm} />
    </>
  );
}

const COLUMNS: ListColumn[] = [
  { source: 'module', label: 'Cobertura', render: (r) => r.module?.description ?? '' },
  { source: 'crop', label: 'Cultivo', render: (r) => r.crop?.description ?? '' },
  { source: 'province', label: 'Provincia', render: (r) => r.province?.name ?? '' },
  { source: 'zone', label: 'Departamento', render: (r) => r.zone?.description ?? '' },
  { source: 'actions', label: '', render: () => <DeleteRuleButton /> },
];

/** The department select: enabled once a province is chosen, its departments (of the coverage's insurer, if one is chosen). */
function DepartmentInput({ moduleCompany }: { moduleCompany?: number }) {
  const provinceId = useWatch({ name: 'provinceId' });
  const zones = useReferenceChoices(
    `zones/provinces/${provinceId}`,
    'zones',
    (z) => `${z.description} (${choiceName(COMPANIES, z.companyId)})`,
    !!provinceId,
  );
  const choices = (zones.data ?? []).filter((z) => !moduleCompany || z.companyId === moduleCompany);
  return (
    <AutocompleteInput
      source="zoneId"
      label="Departamento"
      choices={provinceId ? choices : []}
      disabled={!provinceId}
      isPending={!!provinceId && zones.isPending}
      noOptionsText={NO_DEPARTMENT}
      fullWidth
      helperText={false}
    />
  );
}

/** Clears the department when the province changes (it must belong to it). */
function ProvinceInput({ choices }: { choices: { id: number; name: string }[] }) {
  const { setValue } = useFormContext();
  return (
    <AutocompleteInput
      source="provinceId"
      label="Provincia"
      choices={choices}
      onChange={() => setValue('zoneId', null)}
      noOptionsText={MESSAGES.noResults}
      fullWidth
      helperText={false}
    />
  );
}

function RootError() {
  const { errors } = useFormState();
  const message = errors.root?.message;
  return message ? (
    <Alert severity="error" sx={{ mb: 2 }}>
      {String(message)}
    </Alert>
  ) : null;
}

function RuleFields() {
  const modules = useReferenceChoices(
    'modules-all',
    'modules',
    (m) => `${m.description} (${m.company?.name ?? choiceName(COMPANIES, m.companyId)})`,
  );
  const crops = useReferenceChoices('crops', 'crops', (c) => c.description);
  const provinces = useReferenceChoices('provinces', 'provinces', (p) => p.name);
  const moduleId = useWatch({ name: 'moduleId' });
  const moduleCompany = modules.data?.find((m) => m.id === Number(moduleId))?.companyId;
  return (
    <Grid container columnSpacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <AutocompleteInput
          source="moduleId"
          label="Cobertura"
          choices={modules.data ?? []}
          isPending={modules.isPending}
          noOptionsText={MESSAGES.noResults}
          fullWidth
          helperText={false}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <SelectInput
          source="cropId"
          label="Cultivo"
          choices={crops.data ?? []}
          isPending={crops.isPending}
          emptyText="Todos"
          fullWidth
          helperText={false}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <ProvinceInput choices={provinces.data ?? []} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <DepartmentInput moduleCompany={moduleCompany} />
      </Grid>
    </Grid>
  );
}

function CreateRuleCard() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [version, setVersion] = useState(0);
  const onSubmit = async (values: Record<string, unknown>) => {
    try {
      await dataProvider.request('ignore_discounts', { method: 'POST', body: values });
      notify(IGNORE_DISCOUNT_MESSAGES.created, { type: 'success' });
      setVersion((v) => v + 1);
      refresh();
    } catch (e) {
      const fields = firstErrorPerField((e as { body?: { fieldErrors?: Record<string, unknown> } })?.body?.fieldErrors);
      if (Object.keys(fields).length) return fields;
      notify(e instanceof Error && e.message ? e.message : MESSAGES.genericError, { type: 'error' });
    }
  };
  return (
    <Card sx={{ mt: 2 }}>
      <Form key={version} defaultValues={emptyIgnoreDiscount} resolver={zodResolver(ignoreDiscountSchema)} onSubmit={onSubmit} noValidate>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            Nueva regla
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Los descuentos no se aplican a las cotizaciones que coinciden con todos los filtros elegidos.
          </Typography>
          <RootError />
          <RuleFields />
        </CardContent>
        <Box sx={{ px: 2, pb: 2 }}>
          <SaveButton label="Agregar" alwaysEnable />
        </Box>
      </Form>
    </Card>
  );
}

/** 'Ignorar descuentos': the rules (list with delete) and a form to add one. */
export function IgnoreDiscountsTab() {
  return (
    <>
      <CreateRuleCard />
      <ResourceList resource="ignore_discounts" columns={COLUMNS} title="Reglas" syncWithLocation={false} storeKey={false} />
    </>
  );
}

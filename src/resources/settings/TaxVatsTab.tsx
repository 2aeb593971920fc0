import { useState } from 'react';
import { useCanAccess, useNotify } from 'react-admin';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import EditIcon from '@mui/icons-material/Edit';
import type { TaxVat } from '../../domain/settings/entity';
import { useUpdateTaxVat } from '../../api/settings';
import { NumberField } from '../../components/fields/NumberField';
import { NumberInput } from '../../components/inputs/NumberInput';
import { AppForm } from '../../components/form/AppForm';
import { InlineActions } from '../../components/form/InlineActions';
import { ResourceList } from '../../components/list';
import { columnsFrom } from '../../components/resource';
import { COMPANIES } from '../../domain/coverages/companies';
import { choiceName, type Choice } from '../../domain/core/choice';
import { TAX_VAT_RESOURCE } from '../../domain/settings/resource';
import { TAX_VAT_MESSAGES, taxVatSchema } from '../../domain/settings/schema';

const { fields } = TAX_VAT_RESOURCE;

/**
 * The VAT value with an inline editor (two decimals, percent): Enter saves, Escape cancels. The
 * record comes from the column (the phone's compact list gives no record context).
 */
function ValueCell({ record }: { record: TaxVat }) {
  const notify = useNotify();
  const update = useUpdateTaxVat();
  const { canAccess: canEdit } = useCanAccess({ resource: 'tax_vats', action: 'edit', record });
  const [editing, setEditing] = useState(false);
  if (!editing) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <NumberField value={record.value} percent />
        {canEdit && (
          <IconButton size="small" aria-label="Editar impuesto" onClick={() => setEditing(true)}>
            <EditIcon fontSize="small" />
          </IconButton>
        )}
      </Box>
    );
  }
  return (
    <AppForm
      inline
      schema={taxVatSchema}
      record={{ value: String(record.value ?? '') }}
      aria-label={`IVA de ${record.company?.name ?? choiceName(COMPANIES, record.companyId)}`}
      submit={({ value }) => update.mutateAsync({ row: record, value })}
      onSuccess={() => {
        notify(TAX_VAT_MESSAGES.saved, { type: 'success' });
        setEditing(false);
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <NumberInput
          source="value"
          label={fields.value.label}
          size="small"
          autoFocus
          helperText={false}
          onKeyDown={(e) => e.key === 'Escape' && setEditing(false)}
          sx={{ width: 130 }}
        />
        <InlineActions saveLabel="Guardar impuesto" onCancel={() => setEditing(false)} />
      </Box>
    </AppForm>
  );
}

// A repeated row editor: the value is edited in its row (ValueCell), not in a form of the description.
const COLUMNS = columnsFrom<TaxVat, keyof typeof fields>(TAX_VAT_RESOURCE, { value: (r) => <ValueCell record={r} /> });

/** A filter of the tab (MUI's select, as in the other tabs), kept in the tab's state: the page's URL names the open tab. */
function FilterSelect({
  label,
  emptyLabel,
  value,
  onChange,
  choices,
}: {
  label: string;
  emptyLabel: string;
  value: string;
  onChange: (v: string) => void;
  choices: readonly Choice[];
}) {
  return (
    <TextField
      select
      size="small"
      fullWidth={false}
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ width: 220 }}
    >
      <MenuItem value="">{emptyLabel}</MenuItem>
      {choices.map((c) => (
        <MenuItem key={c.id} value={String(c.id)}>
          {c.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** 'Valores de IVA': VAT per insurer, payment method, rate option and currency, edited inline. */
export function TaxVatsTab() {
  const [filter, setFilter] = useState<Record<string, string>>({});
  const active = Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== ''));
  return (
    <>
      <Card sx={{ mt: 2, p: 2, display: 'flex', flexWrap: 'wrap', gap: 2 }} aria-label="Filtros">
        {TAX_VAT_RESOURCE.filters?.map((f) => (
          <FilterSelect
            key={f.source}
            label={f.label}
            emptyLabel={f.emptyLabel ?? ''}
            choices={f.choices}
            value={filter[f.source] ?? ''}
            onChange={(v) => setFilter((old) => ({ ...old, [f.source]: v }))}
          />
        ))}
      </Card>
      <ResourceList<TaxVat>
        resource="tax_vats"
        columns={COLUMNS}
        filter={active}
        title="Valores de IVA"
        syncWithLocation={false}
        storeKey={false}
      />
    </>
  );
}

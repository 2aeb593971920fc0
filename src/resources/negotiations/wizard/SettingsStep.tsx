// Step 3 'Configuraciones' (quotation-area.md 2, 4, 9): the discount of each risk, payment method
// and the rate options it allows (choosing a method clears the option), the correction factor
// only for payment in kind (else 0), the CANJE ABIERTO warning, the franchise/deductible filter
// and observations.
import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { RadioButtonGroupInput, SelectInput, TextInput } from 'react-admin';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { NumberInput } from '../../../components/inputs/NumberInput';
import { FRANCHISE_FILTERS, IN_KIND_PAYMENT_METHOD_IDS, isOpenBarter, PAYMENT_METHODS, rateOptionsFor } from '../../../domain/constants';
import type { RiskFormValues } from './RiskPanels';

function DiscountsTable() {
  const risks = (useWatch({ name: 'risks' }) as RiskFormValues[] | undefined) ?? [];
  return (
    <Table size="small" aria-label="Descuentos">
      <TableHead>
        <TableRow>
          <TableCell>Riesgo</TableCell>
          <TableCell>Hectáreas</TableCell>
          <TableCell>Descuento %</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {risks.map((risk, i) => (
          <TableRow key={i}>
            <TableCell>{risk.description || `Riesgo ${i + 1}`}</TableCell>
            <TableCell>{risk.number_of_hectares}</TableCell>
            <TableCell>
              <NumberInput source={`risks.${i}.discount`} label={`Descuento del riesgo ${i + 1}`} helperText={false} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function SettingsStep() {
  const { setValue } = useFormContext();
  const paymentMethod = useWatch({ name: 'payment_method_id' }) as number | '' | null;
  const risks = (useWatch({ name: 'risks' }) as RiskFormValues[] | undefined) ?? [];
  const method = typeof paymentMethod === 'number' ? paymentMethod : undefined;
  const inKind = method !== undefined && IN_KIND_PAYMENT_METHOD_IDS.includes(method);

  const previous = useRef(method);
  useEffect(() => {
    if (previous.current === method) return;
    previous.current = method;
    setValue('rate_option_id', null, { shouldDirty: true });
    if (!inKind) setValue('correction_factor', '0', { shouldDirty: true });
  }, [method, inKind, setValue]);

  const openBarter = risks.some((r) => isOpenBarter(method, Number(r.hectare_price_currency_id)));
  return (
    <Box>
      <Typography variant="h6" component="h2">
        Descuentos
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <DiscountsTable />
      </Box>
      <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
        Configuraciones
      </Typography>
      <SelectInput source="payment_method_id" label="Forma de pago" choices={[...PAYMENT_METHODS]} fullWidth />
      {openBarter && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          CANJE ABIERTO
        </Alert>
      )}
      <SelectInput
        source="rate_option_id"
        label="Opción de tasa"
        choices={rateOptionsFor(method)}
        fullWidth
        disabled={method === undefined}
      />
      {inKind && <NumberInput source="correction_factor" label="Factor de corrección %" fullWidth />}
      <RadioButtonGroupInput source="fd_filter" label="Franquicia / deducible" choices={[...FRANCHISE_FILTERS]} helperText={false} />
      <TextInput source="observations" label="Observaciones" multiline minRows={3} fullWidth />
    </Box>
  );
}

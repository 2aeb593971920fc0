// Step 3 'Configuraciones' (docs/rules/quotations.md#configuración-de-pago): the discount of each risk, payment method
// and the rate options it allows (choosing a method clears the option), the correction factor
// only for payment in kind (else 0: the simple wizard's kind is method 3, the grouped wizard's 3
// or 4), the CANJE ABIERTO warning, the franchise/deductible filter and observations.
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
import { CURRENCY_IDS } from '../../../domain/core/currencies';
import { FRANCHISE_FILTERS } from '../../../domain/quotations/choices';
import {
  IN_KIND_PAYMENT_METHOD_IDS,
  isOpenBarter,
  keepsCorrectionFactor,
  PAYMENT_METHOD_IDS,
  PAYMENT_METHODS,
  rateOptionsFor,
} from '../../../domain/quotations/payment';
import { canDo } from '../../../domain/access/access';
import { formatNumber, formatPercent } from '../../../domain/core/format';
import { INPUT_SCALE } from '../../../domain/core/numbers';
import { useDiscountCap } from './discountCap';
import { useCurrentUser } from '../../../layout/useCurrentUser';
import type { RiskFormValues } from './RiskPanels';

function DiscountsTable() {
  const risks = (useWatch({ name: 'risks' }) as RiskFormValues[] | undefined) ?? [];
  const cap = useDiscountCap();
  return (
    <Table size="small" aria-label="Descuentos">
      <TableHead>
        <TableRow>
          <TableCell>Riesgo</TableCell>
          <TableCell>Hectáreas</TableCell>
          <TableCell>{cap === undefined ? 'Descuento %' : `Descuento % (máximo ${formatPercent(cap)})`}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {risks.map((risk, i) => (
          <TableRow key={i}>
            <TableCell>{risk.description || `Riesgo ${i + 1}`}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {formatNumber(risk.number_of_hectares) ? `${formatNumber(risk.number_of_hectares)} ha` : ''}
            </TableCell>
            <TableCell>
              <NumberInput source={`risks.${i}.discount`} label={`Descuento del riesgo ${i + 1}`} helperText={false} scale={INPUT_SCALE} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function SettingsStep({ simple = false }: { simple?: boolean }) {
  const { setValue } = useFormContext();
  const paymentMethod = useWatch({ name: 'payment_method_id' }) as number | '' | null;
  const risks = (useWatch({ name: 'risks' }) as RiskFormValues[] | undefined) ?? [];
  const method = typeof paymentMethod === 'number' ? paymentMethod : undefined;
  const inKind = keepsCorrectionFactor(simple ? 'simple' : 'grouped', method);

  const previous = useRef(method);
  useEffect(() => {
    if (previous.current === method) return;
    previous.current = method;
    setValue('rate_option_id', null, { shouldDirty: true });
    if (!inKind) setValue('correction_factor', '0', { shouldDirty: true });
  }, [method, inKind, setValue]);

  // Payment in kind only for whom may (docs/rules/quotations.md#configuración-de-pago); the server refuses it too.
  const { user } = useCurrentUser();
  // Quintales Con Ajuste only when every risk is priced in quintals (docs/rules/quotations.md#configuración-de-pago).
  const allQuintal = risks.every((r) => Number(r.hectare_price_currency_id) === CURRENCY_IDS.quintal);
  const methods = PAYMENT_METHODS.filter(
    (m) =>
      (canDo(user, ['negotiations', 'payInKind']) || !IN_KIND_PAYMENT_METHOD_IDS.includes(m.id)) &&
      (allQuintal || m.id !== PAYMENT_METHOD_IDS.quintalsWithAdjustment),
  );
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
      <SelectInput source="payment_method_id" label="Forma de pago" choices={methods} fullWidth />
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
      {inKind && <NumberInput source="correction_factor" label="Factor de corrección %" fullWidth scale={INPUT_SCALE} />}
      <RadioButtonGroupInput source="fd_filter" label="Franquicia / deducible" choices={[...FRANCHISE_FILTERS]} helperText={false} />
      <TextInput source="observations" label="Observaciones" multiline minRows={3} fullWidth />
    </Box>
  );
}

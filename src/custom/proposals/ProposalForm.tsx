import { useEffect, useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { SelectInput, TextInput } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router';
import Link from '@mui/material/Link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import MuiTextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSubmitProposal, useExchangeStores } from '../../api/proposals';
import { useLocations } from '../../api/reference';
import { AppForm } from '../../components/form/AppForm';
import { SubmitButton } from '../../components/form/SubmitButton';
import { useErrorDialog } from '../../components/form/ErrorDialogProvider';
import { errorDialogFor } from '../../components/form/errorDialog';
import { LocalityInput } from '../../components/inputs/PlaceInputs';
import { ReferenceSelectInput } from '../../components/inputs/ReferenceSelectInput';
import { CuitInput, EmailInput, PhoneInput } from '../../components/inputs/TextInputs';
import { canDo } from '../../domain/access/access';
import { formatNumber } from '../../domain/core/format';
import { CARDINAL_POINTS, EXCHANGE_CENTERS, EXCHANGE_TYPES } from '../../domain/proposals/choices';
import type { Negotiation, Quotation, Risk } from '../../domain/quotations/entity';
import { MESSAGES } from '../../domain/core/messages';
import { PROPOSAL_MESSAGES, proposalCreatedMessage, proposalLocationText, proposalSchema } from '../../domain/proposals/schema';
import { toId } from '../../domain/core/ids';
import { useCurrentUser } from '../../layout/useCurrentUser';
import { canEnter, pathTo, ROUTES } from '../../routes';
import { isExchangePayment, proposalCurrencyChoices, proposalDefaults } from './defaults';

/** Keeps 'a N KM al {dirección} de {ciudad}' in `street` as kilometres, cardinal point and locality change. */
function DerivedStreet() {
  const { setValue } = useFormContext();
  const [kilometers, cardPoint, cityId, zoneId] = useWatch({ name: ['kilometers', 'cardPoint', 'cityId', 'zoneId'] });
  const localities = useLocations(toId(zoneId));
  const city = localities.data?.find((l) => String(l.cityId) === String(cityId))?.cityDescription;
  const text = proposalLocationText(kilometers, cardPoint, city);
  useEffect(() => setValue('street', text, { shouldDirty: true }), [setValue, text]);
  return <TextInput source="street" label="Ubicación" readOnly fullWidth helperText={false} />;
}

const readOnlyField = (label: string, value: string | undefined) => (
  <MuiTextField label={label} value={value ?? ''} fullWidth size="small" margin="dense" slotProps={{ input: { readOnly: true } }} />
);

/** The proposal form of an accepted quotation (docs/rules/proposals.md). */
export function ProposalForm({ negotiation, risk, quotation }: { negotiation: Negotiation; risk: Risk; quotation: Quotation }) {
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const { showMessage } = useErrorDialog();
  // After AppForm focuses the first wrong field (a locality autocomplete opens on focus): the
  // dialog then takes the focus and the list closes under it.
  const showProblems = (items: string[]) =>
    requestAnimationFrame(() =>
      setTimeout(() => showMessage({ title: PROPOSAL_MESSAGES.heading, message: PROPOSAL_MESSAGES.listTitle, items, error: true })),
    );
  const exchange = isExchangePayment(negotiation);
  const schema = useMemo(() => proposalSchema({ exchange }), [exchange]);
  const defaults = useMemo(() => proposalDefaults(negotiation, risk), [negotiation, risk]);
  const stores = useExchangeStores();
  const submit = useSubmitProposal(quotation.id);
  const detail = pathTo('ver cotizacion', { id: negotiation.id });
  return (
    <>
      <AppForm
        schema={schema}
        defaultValues={defaults}
        onInvalid={showProblems}
        aria-label="Nueva propuesta"
        submit={(values) => submit.mutateAsync(values)}
        onSuccess={(numbers) => {
          showMessage({
            title: MESSAGES.doneTitle,
            message: proposalCreatedMessage((numbers as { managementNumber: string }).managementNumber),
          });
          void navigate(detail);
        }}
        errorDialog={(error) => errorDialogFor(error, PROPOSAL_MESSAGES.failed)}
      >
        <CardContent>
          <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
            {quotation.rate.module.description} · {risk.crop.description} · {formatNumber(risk.numberOfHectares)} ha
          </Typography>
          <Grid container columnSpacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <SelectInput source="currencyId" label="Moneda" choices={proposalCurrencyChoices(risk)} fullWidth emptyText="" />
            </Grid>
            {exchange && (
              <>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <SelectInput source="hailPaymentTypeId" label="Tipo de canje" choices={[...EXCHANGE_TYPES]} fullWidth />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <SelectInput source="center" label="Destino de canje" choices={[...EXCHANGE_CENTERS]} fullWidth />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <ReferenceSelectInput
                    source="store"
                    label="Lugar de entrega"
                    choices={stores}
                    optionText="description"
                    optionValue="id"
                  />
                  {canEnter(user, ROUTES['lugares de entrega']) && (
                    <Link component={RouterLink} to={pathTo('lugares de entrega')} variant="body2">
                      Editar lugares de entrega
                    </Link>
                  )}
                </Grid>
              </>
            )}
          </Grid>
          <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
            Ubicación del riesgo
          </Typography>
          <Grid container columnSpacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>{readOnlyField('Provincia', risk.zone?.province.name)}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{readOnlyField('Departamento', risk.zone?.description)}</Grid>
            <Grid size={{ xs: 12, sm: 8 }}>
              <LocalityInput source="cityId" zoneSource="zoneId" zipCodeSource="zipCode" />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <TextInput source="zipCode" label="Código postal" readOnly fullWidth helperText={false} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <SelectInput source="cardPoint" label="Punto cardinal" choices={[...CARDINAL_POINTS]} fullWidth />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextInput source="kilometers" label="Kilómetros" fullWidth slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
            </Grid>
            <Grid size={12}>
              <DerivedStreet />
            </Grid>
          </Grid>
          <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
            Datos del cliente
          </Typography>
          <Grid container columnSpacing={2}>
            <Grid size={{ xs: 12, sm: 4 }}>
              <CuitInput source="client.documentNumber" fullWidth />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <EmailInput source="client.email" fullWidth />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <PhoneInput source="client.phoneNumber" label="Teléfono" fullWidth />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <TextInput
                source="producerNumber"
                label="Número de productor"
                disabled={!canDo(user, ['proposals', 'producerNumber'])}
                fullWidth
              />
            </Grid>
          </Grid>
        </CardContent>
        <Box sx={{ display: 'flex', gap: 2, px: 2, pb: 2 }}>
          <SubmitButton label="Guardar" />
          <Button onClick={() => void navigate(detail)}>Cancelar</Button>
        </Box>
      </AppForm>
    </>
  );
}

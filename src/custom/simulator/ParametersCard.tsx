import { useRef, useState } from 'react';
import { BooleanInput, DateInput, useNotify } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Collapse from '@mui/material/Collapse';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { simulatorRequestSchema, type SimulatorRequest } from '../../domain/simulator';
import { QUOTATION_CROPS, SIMULATOR_MESSAGES } from '../../domain/settings/simulator-parameters';
import { CROP_NAMES, type CropKey } from '../../domain/coverages/crops';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { AppForm } from '../../components/form/AppForm';
import { NumberInput } from '../../components/inputs/NumberInput';

const withName = (key: CropKey) => ({ key, name: CROP_NAMES[key] });
const THICK = (['soy', 'corn'] as const).map(withName);
const THIN = (['wheat'] as const).map(withName);

function Individual({ flag, children }: { flag: string; children: (on: boolean) => React.ReactNode }) {
  return <>{children(!!useWatch({ name: flag }))}</>;
}

function HarvestColumn({ harvest, editing }: { harvest: 'thick' | 'thin'; editing: boolean }) {
  const crops = harvest === 'thick' ? THICK : THIN;
  const cap = harvest === 'thick' ? 'Thick' : 'Thin';
  const off = !editing;
  return (
    <Box component="section" aria-label={harvest === 'thick' ? 'Cosecha gruesa' : 'Cosecha fina'}>
      <Typography variant="subtitle1" component="h3" gutterBottom>
        {harvest === 'thick' ? 'Gruesa (soja, maíz)' : 'Fina (trigo)'}
      </Typography>
      <NumberInput source={`${harvest}Rate`} label="Tasa de recargo (%)" disabled={off} fullWidth helperText={false} />
      <DateInput source={`${harvest}CropDate`} label="Vencimiento del cultivo" disabled={off} fullWidth helperText={false} />
      <DateInput source={`${harvest}DollarDate`} label="Vencimiento del dólar" disabled={off} fullWidth helperText={false} />
      <BooleanInput source={`applyAll${cap}Rates`} label="Aplicar tasas a cultivos individuales" disabled={off} helperText={false} />
      <Individual flag={`applyAll${cap}Rates`}>
        {(on) =>
          on &&
          crops.map((c) => (
            <NumberInput
              key={c.key}
              source={`${c.key}Rate`}
              label={`Tasa de recargo ${c.name} (%)`}
              disabled={off}
              fullWidth
              helperText={false}
            />
          ))
        }
      </Individual>
      <BooleanInput source={`applyAll${cap}Dates`} label="Aplicar fechas a cultivos individuales" disabled={off} helperText={false} />
      <Individual flag={`applyAll${cap}Dates`}>
        {(on) =>
          on &&
          crops.map((c) => (
            <Box key={c.key}>
              <DateInput source={`${c.key}CropDate`} label={`Vencimiento ${c.name}`} disabled={off} fullWidth helperText={false} />
              <DateInput
                source={`${c.key}DollarDate`}
                label={`Vencimiento del dólar ${c.name}`}
                disabled={off}
                fullWidth
                helperText={false}
              />
            </Box>
          ))
        }
      </Individual>
    </Box>
  );
}

export const APPLY_QUESTION = 'La simulación se va a calcular de nuevo con estos parámetros.';

/**
 * Cancelar and Guardar of the card in edit mode. Guardar checks the values first (their messages
 * show as any submit's), then asks, and only a 'Sí, aplicar' submits (docs/rules/simulator.md#tarjeta-de-parámetros).
 */
function EditButtons({ onCancel }: { onCancel: () => void }) {
  const { trigger } = useFormContext();
  const [asking, setAsking] = useState(false);
  const submit = useRef<HTMLButtonElement>(null);
  const save = async () => {
    if (await trigger()) setAsking(true);
    else submit.current?.click(); // the failed submit lists and scrolls to the messages
  };
  return (
    <>
      <Button color="error" onClick={onCancel}>
        Cancelar
      </Button>
      <Button variant="contained" onClick={() => void save()}>
        Guardar
      </Button>
      <button type="submit" ref={submit} hidden aria-hidden tabIndex={-1} />
      <ConfirmDialog
        open={asking}
        content={APPLY_QUESTION}
        confirmLabel="Sí, aplicar"
        onClose={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          submit.current?.click();
        }}
      />
    </>
  );
}

/**
 * The parameters card (docs/rules/simulator.md#tarjeta-de-parámetros): the client and quotation number, Editar /
 * Cancelar / Guardar (hidden while `locked`, the Financiación tab), a collapsible body. Guardar
 * confirms, simulates with the values and says so; the server's 422 shows under each field.
 */
export function ParametersCard({
  title,
  params,
  locked,
  onSave,
}: {
  title: string;
  params: SimulatorRequest;
  locked: boolean;
  onSave: (values: SimulatorRequest) => Promise<unknown>;
}) {
  const [open, setOpen] = useState(true);
  const [editing, setEditing] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const notify = useNotify();
  const editable = editing && !locked;
  return (
    <Card sx={{ mb: 2 }}>
      <CardHeader
        title={title}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
        action={
          <IconButton onClick={() => setOpen(!open)} aria-label={open ? 'Ocultar parámetros' : 'Ver parámetros'} aria-expanded={open}>
            {open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          </IconButton>
        }
      />
      <Collapse in={open}>
        <CardContent>
          <AppForm
            key={formKey}
            schema={simulatorRequestSchema}
            defaultValues={params}
            aria-label="Parámetros del simulador"
            submit={async (values) => {
              await onSave(values as SimulatorRequest);
              setEditing(false);
              notify(SIMULATOR_MESSAGES.saved, { type: 'success' });
            }}
          >
            <Grid container spacing={3}>
              <Grid size={{ xs: 12, md: 4 }}>
                <HarvestColumn harvest="thick" editing={editable} />
              </Grid>
              <Grid size={{ xs: 12, md: 4 }}>
                <HarvestColumn harvest="thin" editing={editable} />
              </Grid>
              <Grid size={{ xs: 12, md: 4 }}>
                <Typography variant="subtitle1" component="h3" gutterBottom>
                  Cotizaciones del día (U$S/QQ)
                </Typography>
                <BooleanInput
                  source="applyQuotationsManually"
                  label="Ingresar cotizaciones manualmente"
                  disabled={!editable}
                  helperText={false}
                />
                <Individual flag="applyQuotationsManually">
                  {(on) =>
                    on &&
                    QUOTATION_CROPS.map((q) => (
                      <NumberInput
                        key={q.key}
                        source={`${q.key}Quotation`}
                        label={`Cotización ${q.name}`}
                        disabled={!editable}
                        fullWidth
                        helperText={false}
                      />
                    ))
                  }
                </Individual>
                <NumberInput source="incomeTaxRate" label="Alícuota de ganancias (%)" disabled={!editable} fullWidth helperText={false} />
              </Grid>
            </Grid>
            {!locked && (
              <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
                {editing ? (
                  <EditButtons
                    onCancel={() => {
                      setEditing(false);
                      setFormKey((k) => k + 1);
                    }}
                  />
                ) : (
                  <Button variant="outlined" onClick={() => setEditing(true)}>
                    Editar
                  </Button>
                )}
              </Box>
            )}
          </AppForm>
        </CardContent>
      </Collapse>
    </Card>
  );
}

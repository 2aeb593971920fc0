// Step 4 'Terminar' (docs/rules/quotations.md#terminar): every quotation the engine will produce for each
// risk, from the server (`?preview=1`), with its premium breakdown; each chosen coverage that
// produced nothing for a risk, with the reason; a risk with no quotation at all, named with why
// (finishing it is refused); a failure shows the spec's message with 'ERROR {code}: {message}'.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { ApiError } from '../../../http/errors';
import type { NegotiationPreview, SkippedCoverage } from '../../../domain/quotations/entity';
import { PremiumTable } from '../PremiumTable';

export const PREVIEW_FAILED = 'Ocurrió un error mientras estaba generando la vista previa.';

const errorFooter = (error: unknown) =>
  error instanceof ApiError
    ? `ERROR ${error.status}: ${error.message}`
    : `ERROR: ${error instanceof Error ? error.message : String(error)}`;

/** The chosen coverages (and add-ons) that produced nothing for the risk, each with why. */
function SkippedCoverages({ index, skipped }: { index: number; skipped: readonly SkippedCoverage[] }) {
  return (
    <Alert severity="info" sx={{ mb: 1 }} aria-label={`Coberturas sin cotización del riesgo ${index + 1}`}>
      <Typography variant="body2">Coberturas elegidas que no cotizan este riesgo:</Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {skipped.map((s) => (
          <li key={s.module.id}>
            <strong>{s.module.description}</strong>: {s.reason}
          </li>
        ))}
      </Box>
    </Alert>
  );
}

export function PreviewStep({ preview, error, loading }: { preview: NegotiationPreview | undefined; error: unknown; loading: boolean }) {
  if (loading) return <CircularProgress aria-label="Generando la vista previa" />;
  if (error)
    return (
      <Alert severity="error" role="alert">
        <Typography>{PREVIEW_FAILED}</Typography>
        <Typography variant="body2">{errorFooter(error)}</Typography>
      </Alert>
    );
  if (!preview) return null;
  return (
    <Box>
      {preview.risks.map((risk) => (
        <Box key={risk.index} sx={{ mb: 3 }}>
          <Typography variant="h6" component="h3">
            {risk.description || `Riesgo ${risk.index + 1}`}
          </Typography>
          {risk.unpriced && (
            <Alert severity="error" sx={{ mb: 1 }}>
              {risk.unpriced}
            </Alert>
          )}
          {!!risk.skipped?.length && <SkippedCoverages index={risk.index} skipped={risk.skipped} />}
          {risk.quotations.length > 0 && (
            <PremiumTable
              label={`Vista previa del riesgo ${risk.index + 1}`}
              currencyId={risk.hectarePriceCurrencyId}
              rows={risk.quotations.map((q, i) => ({
                id: i,
                coverage: q.module.description,
                franchiseDeductible: q.franchiseDeductible,
                figures: q,
                addons: q.addons,
              }))}
            />
          )}
        </Box>
      ))}
    </Box>
  );
}

import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { Negotiation } from '../../../domain/quotations/entity';
import { formatPercent } from '../../../domain/core/format';
import { showsCorrectionFactor } from '../../../domain/quotations/detail';

/** Payment method, rate option and, where the negotiation's wizard keeps it (payment in kind), the correction factor %. */
export function ConfigurationCard({ negotiation }: { negotiation: Negotiation }) {
  const c = negotiation.configurations;
  return (
    <Card component="section" aria-label="Configuración" sx={{ flex: 1, minWidth: 260 }}>
      <CardContent>
        <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
          Configuración
        </Typography>
        <Typography variant="body2">
          <strong>Forma de pago:</strong> {c.paymentMethod?.name ?? '-'}
        </Typography>
        <Typography variant="body2">
          <strong>Opción de tasa:</strong> {c.rateOption?.name ?? '-'}
        </Typography>
        {showsCorrectionFactor(negotiation) && (
          <Typography variant="body2">
            <strong>Factor de corrección:</strong> {formatPercent(c.correctionFactor)}
          </Typography>
        )}
        {c.observations && (
          <Typography variant="body2">
            <strong>Observaciones:</strong> {c.observations}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

import Alert from '@mui/material/Alert';
import type { RofexCrop } from '../../domain/simulator/entity';
import { formatDate } from '../../domain/core/format';

export const NO_DOLLAR_FUTURE = 'No se encontró dólar futuro para algunas de las fechas seleccionadas. Las fechas utilizadas fueron:';

const monthText = (iso: string) => formatDate(iso).slice(3);

/** The spec's alert when a dollar expiry month had no future and a nearby one was used; and the crops without a crop future. */
export function MarketAlerts({ crops }: { crops: RofexCrop[] }) {
  const moved = crops.filter((c) => c.futureDollarDate && c.futureDollarDate.slice(0, 7) !== c.dollarDate.slice(0, 7));
  const noFuture = crops.filter((c) => c.futureCrop === '0');
  return (
    <>
      {moved.length > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {NO_DOLLAR_FUTURE}
          <ul style={{ margin: 0 }}>
            {moved.map((c) => (
              <li key={c.cropId}>
                {c.crop}: {monthText(c.futureDollarDate!)} (pedida {monthText(c.dollarDate)})
              </li>
            ))}
          </ul>
        </Alert>
      )}
      {noFuture.length > 0 && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Sin futuro del cultivo para la fecha de vencimiento: {noFuture.map((c) => c.crop).join(', ')}. Sus cifras a cosecha quedan sin
          calcular (—).
        </Alert>
      )}
    </>
  );
}

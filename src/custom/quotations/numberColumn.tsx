import Chip from '@mui/material/Chip';
import type { ListColumn } from '../../components/list';
import type { NegotiationListItem } from '../../domain/quotations/entity';
import { isCancelled } from '../../domain/quotations/list';
import { NEGOTIATION_STATE_LABELS } from '../../domain/quotations/statuses';

/** The number, and a cancelled one says so (the state filter's 'Todos' lists them with the others): quotations and requests. */
export const numberColumn: ListColumn<NegotiationListItem> = {
  source: 'number',
  label: '#',
  render: (n) => (
    <>
      {n.number}
      {isCancelled(n) && <Chip size="small" variant="outlined" label={NEGOTIATION_STATE_LABELS.rejected} sx={{ ml: 1 }} />}
    </>
  ),
};

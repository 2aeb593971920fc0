import { FilterLiveForm, ListBase, useListContext } from 'react-admin';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { coverageLists } from '../../api/coverages';
import { ProvinceInput, ZoneInput } from '../../components/inputs/PlaceInputs';
import { ListPagination, PAGE_SIZE_OPTIONS } from '../../components/list';
import { MESSAGES } from '../../domain/core/messages';
import { listFields } from '../../domain/core/resource';
import { RATE_RESOURCE } from '../../domain/rates/resource';
import { RateRow } from './RateRow';
import type { Coverage, Rate } from '../coverages/types';

const { fields } = RATE_RESOURCE;

/** Province and department filters (filter[province], filter[zone]); departments of the coverage's insurer. */
function RateFilters({ companyId }: { companyId: number }) {
  return (
    <FilterLiveForm>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, px: 2, '& > *': { width: { xs: '100%', sm: 280 } } }}>
        <ProvinceInput source="province" label={fields.provinceId.label} />
        <ZoneInput source="zone" label={fields.zoneId.label} provinceSource="province" companyId={companyId} />
      </Box>
    </FilterLiveForm>
  );
}

function RatesBody() {
  const { data, isPending } = useListContext<Rate>();
  const columns = listFields(RATE_RESOURCE);
  if (isPending) return <LinearProgress />;
  return (
    <TableContainer>
      <Table size="small" aria-label="Tasas">
        <TableHead>
          <TableRow>
            {columns.map((f) => (
              <TableCell key={f} align={f === 'id' ? 'right' : undefined}>
                {fields[f].listLabel ?? fields[f].label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {data?.length ? (
            data.map((rate) => <RateRow key={rate.id} rate={rate} />)
          ) : (
            <TableRow>
              <TableCell colSpan={columns.length}>
                <Typography sx={{ p: 2, textAlign: 'center' }} color="text.secondary" role="status">
                  {MESSAGES.noResults}
                </Typography>
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

const listOf = (coverageId: number) => {
  const { resource, meta } = coverageLists.rates(coverageId);
  return { resource, queryOptions: { meta } };
};

/**
 * The paged rates of a coverage, 5/10/25/50 per page: a table of its own, not the generic list, since
 * each row edits in place (RateRow).
 */
export function RatesTable({ coverage }: { coverage: Coverage }) {
  return (
    <ListBase {...listOf(coverage.id)} perPage={10} disableSyncWithLocation storeKey={false}>
      <Card sx={{ mt: 2 }}>
        <Typography variant="h6" component="h3" sx={{ px: 2, pt: 2 }}>
          Tasas
        </Typography>
        <RateFilters companyId={coverage.companyId} />
        <RatesBody />
        <ListPagination rowsPerPageOptions={PAGE_SIZE_OPTIONS} />
      </Card>
    </ListBase>
  );
}

export default RatesTable;

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
import { RateRow } from './RateRow';
import type { Coverage, Rate } from '../coverages/types';

/** Province and department filters (filter[province], filter[zone]); departments of the coverage's insurer. */
function RateFilters({ companyId }: { companyId: number }) {
  return (
    <FilterLiveForm>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, px: 2, '& > *': { width: { xs: '100%', sm: 280 } } }}>
        <ProvinceInput source="province" />
        <ZoneInput source="zone" provinceSource="province" companyId={companyId} />
      </Box>
    </FilterLiveForm>
  );
}

function RatesBody() {
  const { data, isPending } = useListContext<Rate>();
  if (isPending) return <LinearProgress />;
  return (
    <TableContainer>
      <Table size="small" aria-label="Tasas">
        <TableHead>
          <TableRow>
            <TableCell>Cultivo</TableCell>
            <TableCell>Departamento</TableCell>
            <TableCell>Franquicia/Deducible</TableCell>
            <TableCell>Prima sin impuestos</TableCell>
            <TableCell align="right">Acciones</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data?.length ? (
            data.map((rate) => <RateRow key={rate.id} rate={rate} />)
          ) : (
            <TableRow>
              <TableCell colSpan={5}>
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

/** The paged rates of a coverage, 5/10/25/50 per page. */
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

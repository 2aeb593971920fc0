import { ListBase, useListContext } from 'react-admin';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ListPagination, PAGE_SIZE_OPTIONS } from '../../components/list';
import { MESSAGES } from '../../domain/messages';
import { NO_ZONE } from './RateForm';
import { RateRow } from './RateRow';
import { useProvinceZones, useProvinces } from './useReferenceChoices';
import type { Coverage, Rate } from './types';

/** Province and department filters (filter[province], filter[zone]); departments of the coverage's insurer. */
function RateFilters({ companyId }: { companyId: number }) {
  const { filterValues, setFilters } = useListContext();
  const provinceId = filterValues.province ?? '';
  const { data: provinces = [] } = useProvinces();
  const { data: zones = [] } = useProvinceZones(provinceId, companyId);
  const zone = zones.find((z) => String(z.id) === String(filterValues.zone ?? '')) ?? null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, p: 2 }}>
      <TextField
        select
        size="small"
        label="Provincia"
        value={provinceId}
        fullWidth={false}
        margin="none"
        sx={{ width: 240 }}
        onChange={(e) => setFilters(e.target.value ? { province: e.target.value } : {}, {}, false)}
      >
        <MenuItem value="">Todas</MenuItem>
        {provinces.map((p) => (
          <MenuItem key={p.id} value={String(p.id)}>
            {p.name}
          </MenuItem>
        ))}
      </TextField>
      <Autocomplete
        size="small"
        sx={{ width: 300 }}
        options={zones}
        value={zone}
        disabled={!provinceId}
        getOptionLabel={(z) => z.description}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        noOptionsText={NO_ZONE}
        onChange={(_e, z) => setFilters(z ? { province: provinceId, zone: String(z.id) } : { province: provinceId }, {}, false)}
        renderInput={(params) => <TextField {...params} label="Departamento" margin="none" />}
      />
    </Box>
  );
}

function RatesBody() {
  const { data, isPending } = useListContext<Rate>();
  if (isPending) return <LinearProgress />;
  return (
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
  );
}

/** The paged rates of a coverage (GET /api/modules/module-rates-pag/{id}), 5/10/25/50 per page. */
export function RatesTable({ coverage }: { coverage: Coverage }) {
  return (
    <ListBase
      resource="rates"
      perPage={10}
      disableSyncWithLocation
      storeKey={false}
      queryOptions={{ meta: { path: `modules/module-rates-pag/${coverage.id}`, key: 'rates' } }}
    >
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

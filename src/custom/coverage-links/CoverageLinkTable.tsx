import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { MESSAGES } from '../../domain/core/messages';
import { CutText } from '../../components/list';
import { choiceName } from '../../domain/core/choice';
import { COMPANIES } from '../../domain/coverages/companies';
import type { CoverageLink } from './types';

/** Columns Cobertura and Link, with edit and delete per row (docs/rules/coverage-links.md#pantalla). */
export function CoverageLinkTable({
  links,
  onEdit,
  onDelete,
}: {
  links: CoverageLink[];
  onEdit: (link: CoverageLink) => void;
  onDelete: (link: CoverageLink) => void;
}) {
  if (!links.length) {
    return (
      <Typography sx={{ p: 3, textAlign: 'center' }} color="text.secondary" role="status">
        {MESSAGES.noResults}
      </Typography>
    );
  }
  return (
    <TableContainer>
      <Table size="small" aria-label="Links por cobertura">
        <TableHead>
          <TableRow>
            <TableCell>Cobertura</TableCell>
            <TableCell>Link</TableCell>
            <TableCell align="right">Acciones</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {links.map((l) => (
            <TableRow key={l.coverageId}>
              <TableCell>
                <CutText value={l.name} /> ({choiceName(COMPANIES, l.companyId)})
              </TableCell>
              <TableCell>
                <Link href={l.link} target="_blank" rel="noopener noreferrer">
                  <CutText value={l.link} />
                </Link>
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <Tooltip title="Editar">
                  <IconButton aria-label={`Editar ${l.name}`} onClick={() => onEdit(l)}>
                    <EditIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
                <Tooltip title="Eliminar">
                  <IconButton aria-label={`Eliminar ${l.name}`} color="error" onClick={() => onDelete(l)}>
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

export default CoverageLinkTable;

import PeopleAltIcon from '@mui/icons-material/PeopleAlt';
import { ClientCreate } from './ClientCreate';
import { ClientEdit } from './ClientEdit';
import { ClientList } from './ClientList';
import { ClientShow } from './ClientShow';
import { clientRepresentation } from './types';

export { ClientCreate, ClientEdit, ClientList, ClientShow, clientRepresentation };
export { ClientInputs } from './ClientInputs';
export { ClientForm } from './ClientForm';
export type { Client } from './types';

export const icon = PeopleAltIcon;
export const recordRepresentation = clientRepresentation;

export default {
  list: ClientList,
  show: ClientShow,
  edit: ClientEdit,
  create: ClientCreate,
  icon,
  recordRepresentation,
};

// Spanish (es-AR) messages: react-admin's own, complete for react-admin 5, plus the app's.
// Base: ra-language-spanish 1.0.0 (72 keys of react-admin 3, with typos); every key of
// ra-language-english 5.15 is written below and wins over the base.
// A test (es.test.ts) checks that each English key has a Spanish text with its placeholders.

import type { TranslationMessages } from 'ra-core';
import raSpanish from 'ra-language-spanish';
import { MESSAGES } from '../domain/messages';

type Messages = { [key: string]: string | Messages };

const isObject = (v: unknown): v is Messages => !!v && typeof v === 'object' && !Array.isArray(v);

/** Deep merge: `override`'s strings win, nested objects merge. */
export function deepMerge(base: Messages, override: Messages): Messages {
  const out: Messages = { ...base };
  for (const [k, v] of Object.entries(override)) {
    const prev = out[k];
    out[k] = isObject(v) && isObject(prev) ? deepMerge(prev, v) : v;
  }
  return out;
}

const ra: Messages = {
  action: {
    add_filter: 'Agregar filtro',
    add: 'Agregar',
    back: 'Volver',
    bulk_actions: '1 elemento seleccionado |||| %{smart_count} elementos seleccionados',
    cancel: 'Cancelar',
    clear_array_input: 'Vaciar la lista',
    clear_input_value: 'Borrar valor',
    clone: 'Duplicar',
    confirm: 'Confirmar',
    create: 'Crear',
    create_item: 'Crear %{item}',
    delete: 'Eliminar',
    edit: 'Editar',
    export: 'Exportar',
    list: 'Listado',
    refresh: 'Actualizar',
    remove_filter: 'Quitar este filtro',
    remove_all_filters: 'Quitar todos los filtros',
    remove: 'Quitar',
    reset: 'Restablecer',
    save: 'Guardar',
    search: 'Buscar',
    search_columns: 'Buscar columnas',
    select_all: 'Seleccionar todo',
    select_all_button: 'Seleccionar todo',
    select_row: 'Seleccionar esta fila',
    show: 'Ver',
    sort: 'Ordenar',
    undo: 'Deshacer',
    unselect: 'Deseleccionar',
    expand: 'Expandir',
    close: 'Cerrar',
    open_menu: 'Abrir menú',
    close_menu: 'Cerrar menú',
    update: 'Actualizar',
    move_up: 'Subir',
    move_down: 'Bajar',
    open: 'Abrir',
    toggle_theme: 'Cambiar modo claro/oscuro',
    select_columns: 'Columnas',
    update_application: 'Recargar la aplicación',
  },
  boolean: {
    true: 'Sí',
    false: 'No',
    null: ' ',
  },
  page: {
    create: 'Crear %{name}',
    dashboard: 'Panel de control',
    edit: '%{name} %{recordRepresentation}',
    error: 'Algo salió mal',
    list: '%{name}',
    loading: 'Cargando',
    not_found: 'No encontrado',
    show: '%{name} %{recordRepresentation}',
    empty: 'Todavía no hay %{name}.',
    invite: '¿Quiere agregar uno?',
    access_denied: 'Acceso denegado',
    authentication_error: 'Error de autenticación',
  },
  input: {
    file: {
      upload_several: 'Arrastre archivos aquí para subirlos, o haga clic para seleccionarlos.',
      upload_single: 'Arrastre un archivo aquí para subirlo, o haga clic para seleccionarlo.',
    },
    image: {
      upload_several: 'Arrastre imágenes aquí para subirlas, o haga clic para seleccionarlas.',
      upload_single: 'Arrastre una imagen aquí para subirla, o haga clic para seleccionarla.',
    },
    references: {
      all_missing: 'No se encontraron los datos de referencia.',
      many_missing: 'Al menos una de las referencias asociadas ya no está disponible.',
      single_missing: 'La referencia asociada ya no está disponible.',
    },
    password: {
      toggle_visible: 'Ocultar contraseña',
      toggle_hidden: 'Mostrar contraseña',
    },
  },
  message: {
    about: 'Acerca de',
    access_denied: MESSAGES.forbidden,
    are_you_sure: MESSAGES.confirmTitle,
    authentication_error: 'El servidor de autenticación devolvió un error y no se pudieron verificar sus credenciales.',
    auth_error: 'Ocurrió un error al validar el token de autenticación.',
    bulk_delete_content: '¿Seguro que quiere eliminar este %{name}? |||| ¿Seguro que quiere eliminar estos %{smart_count} elementos?',
    bulk_delete_title: 'Eliminar %{name} |||| Eliminar %{smart_count} %{name}',
    bulk_update_content:
      '¿Seguro que quiere actualizar %{name} %{recordRepresentation}? |||| ¿Seguro que quiere actualizar estos %{smart_count} elementos?',
    bulk_update_title: 'Actualizar %{name} %{recordRepresentation} |||| Actualizar %{smart_count} %{name}',
    clear_array_input: '¿Seguro que quiere vaciar toda la lista?',
    delete_content: '¿Eliminar %{name}? Luego de esto, no podrás deshacer los cambios.',
    delete_title: 'Eliminar %{name} %{recordRepresentation}',
    details: 'Detalles',
    error: 'Ocurrió un error en la aplicación y no se pudo completar su pedido.',
    invalid_form: 'El formulario tiene errores. Revise los datos ingresados.',
    loading: 'Espere por favor',
    no: 'No',
    not_found: MESSAGES.notFound,
    select_all_limit_reached: 'Hay demasiados elementos para seleccionarlos todos. Se seleccionaron solo los primeros %{max}.',
    unsaved_changes: 'Algunos cambios no se guardaron. ¿Seguro que quiere descartarlos?',
    yes: 'Sí',
    placeholder_data_warning: 'Problema de conexión: no se pudieron actualizar los datos.',
  },
  navigation: {
    clear_filters: 'Quitar filtros',
    no_filtered_results: 'No se encontraron %{name} con los filtros actuales.',
    // The spec's text for every empty list (2.5); %{name} is left out on purpose.
    no_results: MESSAGES.noResults,
    no_more_results: 'La página %{page} está fuera de rango. Pruebe con la página anterior.',
    page_out_of_boundaries: 'La página %{page} está fuera de rango',
    page_out_from_end: 'No hay páginas después de la última',
    page_out_from_begin: 'No hay páginas antes de la 1',
    page_range_info: '%{offsetBegin}-%{offsetEnd} de %{total}',
    partial_page_range_info: '%{offsetBegin}-%{offsetEnd} de más de %{offsetEnd}',
    current_page: 'Página %{page}',
    page: 'Ir a la página %{page}',
    first: 'Ir a la primera página',
    last: 'Ir a la última página',
    next: 'Ir a la página siguiente',
    previous: 'Ir a la página anterior',
    page_rows_per_page: 'Filas por página:',
    skip_nav: 'Saltar al contenido',
  },
  sort: {
    sort_by: 'Ordenar por %{field_lower_first} %{order}',
    ASC: 'ascendente',
    DESC: 'descendente',
  },
  auth: {
    auth_check_error: 'Ingrese para continuar',
    user_menu: 'Perfil',
    username: 'Usuario',
    password: 'Contraseña',
    email: 'E-mail',
    sign_in: 'Ingresar',
    sign_in_error: MESSAGES.badCredentials,
    logout: 'Cerrar sesión',
  },
  notification: {
    updated: 'Elemento actualizado |||| %{smart_count} elementos actualizados',
    created: 'Elemento creado',
    deleted: 'Elemento eliminado |||| %{smart_count} elementos eliminados',
    bad_item: 'Elemento incorrecto',
    item_doesnt_exist: 'El elemento no existe',
    http_error: 'Error de comunicación con el servidor',
    data_provider_error: 'Error del proveedor de datos. Revise la consola para más detalles.',
    i18n_error: 'No se pudieron cargar las traducciones del idioma elegido',
    canceled: 'Acción cancelada',
    logged_out: 'Su sesión ha finalizado. Ingrese nuevamente.',
    not_authorized: MESSAGES.forbidden,
    application_update_available: 'Hay una nueva versión disponible.',
    offline: 'Sin conexión. No se pudieron obtener los datos.',
  },
  validation: {
    required: 'Requerido',
    minLength: 'Debe tener al menos %{min} caracteres',
    maxLength: 'Debe tener %{max} caracteres o menos',
    minValue: 'Debe ser al menos %{min}',
    maxValue: 'Debe ser %{max} o menos',
    number: 'Debe ser un número',
    email: 'Debe ser un e-mail válido',
    oneOf: 'Debe ser uno de: %{options}',
    regex: 'Debe tener un formato específico (regexp): %{pattern}',
    unique: 'Debe ser único',
  },
  saved_queries: {
    label: 'Búsquedas guardadas',
    query_name: 'Nombre de la búsqueda',
    new_label: 'Guardar búsqueda actual...',
    new_dialog_title: 'Guardar la búsqueda actual como',
    remove_label: 'Quitar búsqueda guardada',
    remove_label_with_name: 'Quitar búsqueda "%{name}"',
    remove_dialog_title: '¿Quitar búsqueda guardada?',
    remove_message: '¿Seguro que quiere quitar este elemento de su lista de búsquedas guardadas?',
    help: 'Filtre el listado y guarde esta búsqueda para más tarde',
  },
  guesser: {
    empty: {
      title: 'No hay datos para mostrar',
      message: 'Revise el proveedor de datos',
    },
  },
  configurable: {
    customize: 'Personalizar',
    configureMode: 'Configurar esta página',
    inspector: {
      title: 'Inspector',
      content: 'Pase el cursor sobre los elementos de la pantalla para configurarlos',
      reset: 'Restablecer configuración',
      hideAll: 'Ocultar todo',
      showAll: 'Mostrar todo',
    },
    Datagrid: {
      title: 'Tabla',
      unlabeled: 'Columna sin título #%{column}',
    },
    SimpleForm: {
      title: 'Formulario',
      unlabeled: 'Campo sin título #%{input}',
    },
    SimpleList: {
      title: 'Lista',
      primaryText: 'Texto principal',
      secondaryText: 'Texto secundario',
      tertiaryText: 'Texto terciario',
    },
  },
};

/** Resource names (singular |||| plural), keyed by the API's resource names. */
const resources: Messages = {
  clients: { name: 'Cliente |||| Clientes' },
  users: { name: 'Usuario |||| Usuarios' },
  campaigns: { name: 'Campaña |||| Campañas' },
  modules: { name: 'Cobertura |||| Coberturas' },
  rates: { name: 'Tasa |||| Tasas' },
  zones: { name: 'Departamento |||| Departamentos' },
  provinces: { name: 'Provincia |||| Provincias' },
  crops: { name: 'Cultivo |||| Cultivos' },
  companies: { name: 'Aseguradora |||| Aseguradoras' },
  negotiations: { name: 'Cotización |||| Cotizaciones' },
  quotations: { name: 'Cotización |||| Cotizaciones' },
  settings: { name: 'Configuración |||| Configuraciones' },
  ignore_discounts: { name: 'Excepción de descuento |||| Excepciones de descuento' },
  tax_vats: { name: 'Impuesto |||| Impuestos' },
  notes: { name: 'Aclaración |||| Aclaraciones' },
  futures: { name: 'Futuro |||| Futuros' },
  coverages: { name: 'Cobertura de usuario |||| Coberturas de usuario' },
  proposals: { name: 'Propuesta |||| Propuestas' },
  contacts: { name: 'Solicitud |||| Solicitudes' },
};

const es = deepMerge(raSpanish as Messages, { ra, resources }) as TranslationMessages;

export default es;

import type { providerDashboardTexts } from './en-provider-dashboard.ts';
import type { Translation } from './translation.ts';

/** The Spanish of en-provider-dashboard.ts (the programme's terms: docs/glossary-es.md). */
export const esProviderDashboardTexts = {
  'providerScreen.providerNumber': 'Número de proveedor de servicios {number}',
  'providerScreen.tabs': 'Solicitudes y cuenta bancaria',
  'providerScreen.tab.count': '({count})',
  'providerScreen.tab.countFiltered': '({count} coinciden con los filtros)',
  'providerScreen.tab.bankWarning': 'Su conexión bancaria necesita atención',

  'providerScreen.column.student': 'Nombre del estudiante',
  'providerScreen.column.parent': 'Nombre del padre, madre o tutor',
  'providerScreen.column.submitted': 'Fecha de envío',
  'providerScreen.column.claimId': 'ID de la solicitud',
  'providerScreen.column.amount': 'Monto de la solicitud',
  'providerScreen.column.claimYear': 'Año de la solicitud',
  'providerScreen.column.status': 'Estado',
  'providerScreen.column.decided': 'Fecha de aprobación o rechazo',
  'providerScreen.column.sentForReview': 'Enviada para su revisión',
  'providerScreen.column.reviewer': 'Revisado por',
  'providerScreen.column.reviewLink': 'Enlace de revisión',
  'providerScreen.column.none': '—',
  'providerScreen.column.dueDate': 'Fecha límite de revisión',
  'providerScreen.overdue': 'Vencida',
  'providerScreen.review': 'Revisar',
  'providerScreen.reviewClaim': 'Revisar la solicitud {id}',
  'providerScreen.viewClaim': 'Ver la solicitud {id}',

  'providerScreen.list.caption.pendingProvider': 'Solicitudes que esperan su revisión',
  'providerScreen.list.caption.pendingMerit': 'Solicitudes que esperan la revisión del personal de apoyo del programa',
  'providerScreen.list.caption.history': 'Solicitudes aprobadas y rechazadas',
  'providerScreen.list.intro.pendingProvider':
    'El personal de apoyo del programa ya revisó estas solicitudes. Abra una solicitud con Revisar para aprobarla o rechazarla.',
  'providerScreen.list.intro.pendingMerit':
    'El personal de apoyo del programa está revisando estas solicitudes. Cuando pasen la revisión, aparecerán en Pendiente de revisión del proveedor. Por ahora no tiene que hacer nada.',
  'providerScreen.list.intro.history': 'Solicitudes aprobadas o rechazadas, de la más reciente a la más antigua.',
  'providerScreen.list.shown': 'Solicitudes mostradas: {count}',
  'providerScreen.table.scrollHint': 'Desplace la tabla hacia los lados para ver todas las columnas.',
  'providerScreen.list.loadMore': 'Cargar más solicitudes',
  'providerScreen.list.empty.pendingProvider': 'No hay solicitudes que esperen su revisión.',
  'providerScreen.list.empty.pendingMerit':
    'No hay solicitudes que esperen la revisión del personal de apoyo del programa.',
  'providerScreen.list.empty.history': 'Todavía no se ha aprobado ni rechazado ninguna solicitud.',
  'providerScreen.list.emptyFiltered': 'Ninguna solicitud coincide con estos filtros.',
  'providerScreen.list.failed': 'No se pudieron cargar las solicitudes',
  'providerScreen.list.retry': 'Intentar otra vez',

  'providerScreen.filter.title': 'Filtrar solicitudes',
  'providerScreen.filter.active': { one: '{count} activo', other: '{count} activos' },
  'providerScreen.filter.applied': 'Filtros aplicados: {count}',
  'providerScreen.filter.clear': 'Borrar los filtros',
  'providerScreen.filter.names': 'Nombres',
  'providerScreen.filter.childFirstName': 'Nombre del estudiante',
  'providerScreen.filter.childLastName': 'Apellido del estudiante',
  'providerScreen.filter.parentFirstName': 'Nombre del padre, madre o tutor',
  'providerScreen.filter.parentLastName': 'Apellido del padre, madre o tutor',
  'providerScreen.filter.namesHint': 'Los nombres coinciden desde sus primeras letras, en mayúsculas o minúsculas.',
  'providerScreen.filter.claimId': 'ID de la solicitud',
  'providerScreen.filter.claimYear': 'Año de la solicitud',
  'providerScreen.filter.allYears': 'Todos',
  'providerScreen.filter.status': 'Estado',
  'providerScreen.filter.submitted': 'Fecha de envío',
  'providerScreen.filter.submittedStartDate': 'Enviada desde',
  'providerScreen.filter.submittedEndDate': 'Enviada hasta',
  'providerScreen.filter.decided': 'Fecha de aprobación o rechazo',
  'providerScreen.filter.decidedStartDate': 'Aprobada o rechazada desde',
  'providerScreen.filter.decidedEndDate': 'Aprobada o rechazada hasta',
  'providerScreen.filter.sentForReview': 'Enviada para su revisión',
  'providerScreen.filter.sentForReviewStartDate': 'Enviada para revisión desde',
  'providerScreen.filter.sentForReviewEndDate': 'Enviada para revisión hasta',
  'providerScreen.filter.datesHint': 'MM / DD / AAAA, hasta hoy',
  'providerScreen.filter.clearDate': 'Borrar {field}',

  'providerScreen.bank.connectedTitle': '¡Felicitaciones! Su cuenta bancaria está vinculada',
  'providerScreen.bank.linkedTitle': 'Su cuenta bancaria está vinculada',
  'providerScreen.bank.linkedIntro':
    'Los pagos de las solicitudes aprobadas de {organisation} se envían a esta cuenta.',
  'providerScreen.bank.account.bank': 'Banco',
  'providerScreen.bank.account.loading': 'Cargando la cuenta bancaria…',
  'providerScreen.bank.account.failed': 'No se puede mostrar la cuenta bancaria en este momento: {reason}',
  'providerScreen.bank.change': 'Cambiar la cuenta bancaria',
  'providerScreen.bank.changeIntro':
    'Desde ahora, los pagos de las solicitudes aprobadas de {organisation} se enviarán a esta cuenta. La cuenta a la que se envían ahora se eliminará.',
  'providerScreen.bank.neverProvidedTitle': 'Vincule su cuenta bancaria para recibir pagos',
  'providerScreen.bank.neverProvided':
    'Vincule la cuenta bancaria de {organisation} para recibir pagos directamente de las becas de Ohio ACE. Mientras tanto, las familias no pueden elegir Proveedor de servicios en "Enviar los fondos a" para sus servicios.',
  'providerScreen.bank.unhealthyTitle': 'Su conexión bancaria necesita atención',
  'providerScreen.bank.unhealthy':
    'Los pagos ya no pueden llegar a la cuenta bancaria de {organisation}. Por favor, vuelva a vincular su cuenta bancaria para seguir recibiendo pagos directamente de las becas de Ohio ACE.',
  'providerScreen.bank.connect': 'Vincular la cuenta bancaria',
  'providerScreen.bank.formIntro':
    'Los pagos de las solicitudes aprobadas de {organisation} se depositarán en esta cuenta.',

  'providerScreen.claim.title': 'Solicitud {id}',
  'providerScreen.claim.back': 'Volver al panel',
  'providerScreen.claim.loading': 'Cargando la solicitud…',
  'providerScreen.inactive.title': 'Su organización está Inactiva',
  'providerScreen.inactive.body':
    'Las familias no pueden enviar nuevas solicitudes a {name} mientras esté Inactiva, y las solicitudes que esperan su revisión no se pueden aprobar ni rechazar. Para volver a activarla, escriba a {email}.',
  'providerScreen.claim.waiting': 'Esta solicitud espera su revisión: apruébela o recházela.',
} satisfies Translation<typeof providerDashboardTexts>;

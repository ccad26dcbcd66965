import type { programmeTexts } from './en-programme.ts';
import type { Translation } from './translation.ts';

/** The Spanish of en-programme.ts (the programme's terms: docs/glossary-es.md). */
export const esProgrammeTexts = {
  'programme.query.schoolYearInvalid': 'Elija un año escolar de la lista.',
  'programme.query.monthInvalid': 'Escriba un mes como AAAA-MM, por ejemplo 2022-09.',
  'programme.query.monthOrder': 'El primer mes no puede ser posterior al último mes.',

  'programme.title': 'Programa',
  'programme.open': 'Cifras del programa',
  'programme.back': 'Volver al panel',
  'programme.intro':
    'El dinero y las solicitudes de un año escolar. Elija meses para ver las solicitudes enviadas en ellos.',
  'programme.filters': 'Elegir las cifras',
  'programme.filter.schoolYear': 'Año escolar',
  'programme.filter.from': 'Desde el mes',
  'programme.filter.to': 'Hasta el mes',
  'programme.filter.allMonths': 'Cualquier mes',
  'programme.filter.clear': 'Borrar {field}',
  'programme.scope.allMonths':
    'Los fondos son los de todo el año escolar, al {asOf}. Las demás cifras cuentan todas sus solicitudes.',
  'programme.scope.months':
    'Los fondos son los de todo el año escolar, al {asOf}. Las demás cifras cuentan sus solicitudes enviadas desde {from} hasta {to}.',
  'programme.scope.start': 'el comienzo',
  'programme.scope.now': 'hoy',
  'programme.updating': 'Actualizando las cifras…',
  'programme.empty': 'No se enviaron solicitudes en estos meses. Elija otros meses u otro año escolar.',
  'programme.retry': 'Intentar otra vez',

  'programme.funds.title': 'Fondos',
  'programme.funds.awarded': 'Otorgados',
  'programme.funds.awardedHint': 'A los estudiantes del año escolar',
  'programme.funds.claimed': 'Solicitados',
  'programme.funds.claimedHint': 'Aprobados o en espera de revisión',
  'programme.funds.paid': 'Pagados',
  'programme.funds.paidHint': 'Pagos que el banco completó',
  'programme.funds.pending': 'Pendientes',
  'programme.funds.pendingHint': 'En espera de revisión',
  'programme.funds.available': 'Todavía disponibles',
  'programme.funds.rolledIn': 'Recibidos del año anterior',
  'programme.funds.rolledInHint': 'No gastados en el año anterior',
  'programme.funds.rolledOver': 'Pasados al año siguiente',
  'programme.funds.rolledOverHint': 'No gastados al cierre, al año siguiente',
  'programme.funds.lapsed': 'Devueltos',
  'programme.funds.lapsedHint': 'No gastados al cierre, devueltos al programa',
  'programme.funds.availableHint':
    'Otorgados y recibidos, menos solicitudes, traspasos y devoluciones; incluye los pagos aún por llegar y lo reservado para aprobaciones previas',

  'programme.view.label': 'Mostrar {figure} como',
  'programme.view.chart': 'Gráfico',
  'programme.view.table': 'Tabla',
  'programme.figure.none': 'No hay nada que mostrar para estos meses.',

  'programme.column.status': 'Estado',
  'programme.column.claims': 'Solicitudes',
  'programme.column.amount': 'Monto',
  'programme.column.claimed': 'Solicitado',
  'programme.column.category': 'Categoría de servicio',
  'programme.column.month': 'Mes',
  'programme.column.provider': 'Proveedor de servicios',
  'programme.column.reason': 'Motivo',
  'programme.column.date': 'Fecha',
  'programme.column.overdue': 'Solicitudes vencidas',

  'programme.status.title': 'Solicitudes por estado',
  'programme.status.summary': 'Solicitudes en total: {total} ({list}).',
  'programme.status.item': '{status} {count}',
  'programme.category.title': 'Gastos por categoría',
  'programme.category.summary': 'Total solicitado: {total}. La categoría con más: {category}, {amount}.',
  'programme.month.title': 'Gastos por mes',
  'programme.month.summary': 'Total solicitado: {total}. El mes con más: {month}, {amount}.',
  'programme.providers.title': 'Proveedores con más fondos solicitados',
  'programme.providers.summary': 'El proveedor con más fondos solicitados: {provider}, {amount}.',
  'programme.providers.name': '{name} ({number})',
  'programme.rejections.title': 'Rechazos por motivo',
  'programme.rejections.summary': 'Solicitudes rechazadas: {total}. El motivo más frecuente: {reason} ({count}).',
  'programme.overdue.title': 'Solicitudes vencidas en los proveedores',
  'programme.overdue.summary': 'Vencidas el {date}: {count}. El máximo: {most} el {mostDate}.',

  'programme.durations.title': 'Tiempo para decidir y para pagar',
  'programme.durations.decision': 'Desde el envío hasta la decisión del proveedor',
  'programme.durations.payout': 'Desde el envío hasta el pago',
  'programme.durations.value': 'Mediana de {median} días hábiles; el 90 % en {p90} o menos',
  'programme.durations.claims': 'Solicitudes contadas: {count}',
  'programme.durations.noDecision': 'Ningún proveedor ha decidido todavía sobre una solicitud de estos meses.',
  'programme.durations.noPayout': 'Todavía no se ha pagado ninguna solicitud de estos meses.',
  'programme.durations.tooFewDecisions':
    'Todavía hay muy pocas solicitudes decididas para saberlo ({count} hasta ahora). Los tiempos se muestran a partir de {minimum}.',
  'programme.durations.tooFewPayouts':
    'Todavía hay muy pocas solicitudes pagadas para saberlo ({count} hasta ahora). Los tiempos se muestran a partir de {minimum}.',
} satisfies Translation<typeof programmeTexts>;

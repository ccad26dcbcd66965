import type { schoolYearTexts } from './en-school-years.ts';
import type { Translation } from './translation.ts';

/** The Spanish of en-school-years.ts (the programme's terms: docs/glossary-es.md). */
export const esSchoolYearTexts = {
  'schoolYears.startYear.invalid': 'Elija el año escolar que quiere abrir.',
  'schoolYears.startYear.exists': '{schoolYear} ya es un año escolar del programa.',
  'schoolYears.startYear.notNext':
    'El próximo año escolar que se puede abrir es {next}: los años se abren uno después del otro.',
  'schoolYears.date.invalid': 'Escriba una fecha.',
  'schoolYears.firstDateOfService.range': 'La primera fecha del servicio debe estar en {year}.',
  'schoolYears.firstDateOfService.afterLast':
    'La primera fecha del servicio debe ser posterior al {date}, la primera fecha del servicio de {schoolYear}.',
  'schoolYears.lastClaimDay.range': 'El último día para enviar solicitudes debe estar entre el {from} y el {to}.',
  'schoolYears.defaultAward.invalid': 'Escriba una beca de $0 a {max}, por ejemplo 1,000.',
  'schoolYears.unspentFunds.invalid': 'Elija qué pasa con los fondos no gastados.',
  'schoolYears.rollOverCap.invalid': 'Escriba un límite de $0 a {max}, o déjelo vacío si no hay límite.',
  'schoolYears.rollOverCap.onlyWithRollOver':
    'El límite solo se aplica cuando los fondos no gastados pasan al año siguiente. Déjelo vacío.',

  'schoolYears.title': 'Años escolares',
  'schoolYears.open': 'Años escolares',
  'schoolYears.back': 'Volver al panel',
  'schoolYears.intro':
    'Los años escolares del programa. Abra el próximo cuando su lista de becas esté lista: entonces se puede importar su lista de becas y se aceptan solicitudes para ese año.',
  'schoolYears.list.title': 'Los años del programa',
  'schoolYears.column.year': 'Año escolar',
  'schoolYears.column.firstDateOfService': 'Primera fecha del servicio',
  'schoolYears.column.lastClaimDay': 'Último día para enviar solicitudes',
  'schoolYears.column.defaultAward': 'Beca predeterminada',
  'schoolYears.column.unspentFunds': 'Fondos no gastados',
  'schoolYears.column.state': 'Estado',
  'schoolYears.lastClaimDay.none': 'Sin fijar',
  'schoolYears.rule.rollOver': 'Pasan al año siguiente',
  'schoolYears.rule.rollOverCapped': 'Pasan al año siguiente, hasta {cap}',
  'schoolYears.rule.lapse': 'Vuelven al programa',
  'schoolYears.state.upcoming': 'Próximo',
  'schoolYears.state.open': 'Abierto',
  'schoolYears.state.closed': 'Cerrado',

  'schoolYears.form.title': 'Abrir el próximo año escolar',
  'schoolYears.form.intro': 'El año después de {last}. Revise sus fechas, su beca y su regla, y luego ábralo.',
  'schoolYears.form.year': 'Año escolar que se abrirá',
  'schoolYears.form.firstDateOfService': 'Primera fecha del servicio',
  'schoolYears.form.firstDateOfServiceHint':
    'La fecha del servicio más temprana que puede tener una solicitud del año.',
  'schoolYears.form.lastClaimDay': 'Último día para enviar solicitudes',
  'schoolYears.form.lastClaimDayHint': 'El último día en que se puede enviar una solicitud para el año.',
  'schoolYears.form.defaultAward': 'Beca predeterminada',
  'schoolYears.form.defaultAwardHint':
    'Lo que recibe cada hijo o hija del año, salvo que la lista de becas diga otra cosa.',
  'schoolYears.form.unspentFunds': 'Fondos no gastados al final del año',
  'schoolYears.form.rollOverCap': 'Límite para pasar al año siguiente (opcional)',
  'schoolYears.form.rollOverCapHint':
    'Lo máximo de los fondos no gastados de un estudiante que pasa al año siguiente. Déjelo vacío si no hay límite.',
  'schoolYears.form.submit': 'Abrir {schoolYear}',
  'schoolYears.confirm':
    '¿Abrir {label} ahora? Las solicitudes pueden ser por servicios desde el {first} y enviarse hasta el {last}; cada estudiante de su lista de becas recibe {award}, salvo que la lista diga otra cosa; fondos no gastados: {rule}. Un año abierto no se puede quitar.',
  'schoolYears.opened': '{schoolYear} está abierto. Ya se puede importar su lista de becas.',

  'schoolYears.trail.title': 'Cambios en los años escolares',
  'schoolYears.trail.loading': 'Cargando los cambios…',
  'schoolYears.trail.empty': 'Todavía no se ha abierto ningún año escolar en el portal.',
  'schoolYears.trail.opened': 'Se abrió {schoolYear}',
  'schoolYears.trail.closed': 'Se cerró {schoolYear}',
  'schoolYears.trail.byPortal': 'Por el portal, el día después del último día para enviar solicitudes',
  'schoolYears.trail.before': 'Antes: {year}',
  'schoolYears.trail.after': 'Después: {year}',
  'schoolYears.trail.none': 'no era un año del programa',
  'schoolYears.trail.year':
    '{state}; servicios desde el {first}; solicitudes hasta el {last}; beca predeterminada {award}; fondos no gastados: {rule}',
  'schoolYears.failed': 'No se pudieron cargar los años escolares.',

  'claimForm.otherYearFunds': 'Un servicio en esta fecha usa los fondos de {schoolYear}: {amount} disponibles.',
} satisfies Translation<typeof schoolYearTexts>;

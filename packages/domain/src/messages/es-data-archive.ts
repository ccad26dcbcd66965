import type { dataArchiveTexts } from './en-data-archive.ts';
import type { Translation } from './translation.ts';

/** The Spanish of en-data-archive.ts (the programme's terms: docs/glossary-es.md). */
export const esDataArchiveTexts = {
  'dataArchive.title': 'Sus datos',
  'dataArchive.explanation':
    'Un archivo zip con sus datos, sus estudiantes y sus fondos, cada solicitud que envió con su historial, sus peticiones de aprobar una compra antes de hacerla, y sus recibos.',
  'dataArchive.download': 'Descargar mis datos',
  'dataArchive.preparing': 'Preparando su descarga…',
  'dataArchive.failed': 'No pudimos iniciar su descarga. Por favor, vuelva a intentarlo en un momento.',
  'dataArchive.readme.title': 'Sus datos de {programme}',
  'dataArchive.readme.made':
    'Preparado el {date} para {name} ({email}). Los montos están en dólares y las horas en UTC.',
  'dataArchive.readme.files': 'Qué contiene cada archivo:',
  'dataArchive.readme.profile':
    'profile.json: su nombre, su correo electrónico y si su cuenta bancaria está vinculada.',
  'dataArchive.readme.children':
    'children.json: sus estudiantes y sus fondos en cada año escolar (monto de la beca, disponibles, pendientes y gastados), el próximo pago de una beca pagada en partes y qué pasó con los fondos no gastados al cerrar un año.',
  'dataArchive.readme.claims':
    'claims.json: cada solicitud que envió, con sus datos, los nombres y números de recibo de sus archivos, su historial tal como lo muestra la página de la solicitud, su resultado con el motivo si fue rechazada, y su apelación con su decisión.',
  'dataArchive.readme.preApprovals':
    'pre-approvals.json: cada compra que nos pidió aprobar antes de hacerla, con sus datos, en qué estado está (esperando, aprobada con el dinero todavía reservado para usted y su último día, usada, no aprobada con el motivo, o vencida) y lo que sus solicitudes usaron de ella; una cotización que envió como archivo está en files/pre-approval-<number>/.',
  'dataArchive.readme.receipts':
    'files/claim-<number>/: los archivos que envió con cada solicitud, tal como los envió; en appeal/, los que envió con una apelación.',
} satisfies Translation<typeof dataArchiveTexts>;
